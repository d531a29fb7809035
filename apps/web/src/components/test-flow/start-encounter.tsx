import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/http';
import { useStartEncounter } from './api/start-encounter';
import type { FlowConfig } from './flow-config';

/** /test and the fixed route: starting a test creates its encounter, then the flow runs at its own URL. */
export function StartEncounter({ config, serviceId }: { config: FlowConfig; serviceId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate, error } = useStartEncounter();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(serviceId, {
      onSuccess: (encounter) => {
        void navigate(`${config.base}/test/${encounter.ServiceID}/${encounter.ID}`, { replace: true });
      },
    });
  }, [mutate, navigate, serviceId, config.base]);
  return (
    <main className="standalone-page test-flow">
      {error ? (
        <p role="alert" className="test-flow__error">
          {errorMessage(error, t('testFlow.loadError'))}
        </p>
      ) : (
        <p role="status">{t('testFlow.starting')}</p>
      )}
    </main>
  );
}
