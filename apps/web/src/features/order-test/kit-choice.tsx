import type { OrderKit } from '@portal/contract';
import { useTranslation } from 'react-i18next';

interface Props {
  kits: OrderKit[];
  value: string;
  error: string | undefined;
  onChange: (id: string) => void;
}

/** The tenant's kits as a radio group (arrow keys move between them). */
export function KitChoice({ kits, value, error, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset
      className="order-test__fieldset"
      aria-describedby={error ? 'order-kit-error' : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{t('orderTest.kit.legend')}</legend>
      {kits.map((kit) => (
        <label key={kit.ID} className="order-test__kit">
          <input
            type="radio"
            name="kit"
            value={kit.ID}
            checked={value === kit.ID}
            onChange={() => {
              onChange(kit.ID);
            }}
          />
          <span>
            <strong>{kit.Name}</strong> <span className="order-test__maker">{kit.Manufacturer}</span>
          </span>
        </label>
      ))}
      {error ? (
        <span className="order-test__error" id="order-kit-error">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
