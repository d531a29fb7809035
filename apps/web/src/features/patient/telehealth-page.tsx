import { ComingSoonPage } from '../../components/coming-soon/coming-soon-page';

/** telehealth/{serviceID}/{encounterID}: a navigation target of the test flow. */
export default function TelehealthPage() {
  return <ComingSoonPage titleKey="pages.telehealth" />;
}
