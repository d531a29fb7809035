import { ComingSoonPage } from '../../components/coming-soon/coming-soon-page';

/** order-test/{serviceID}/{encounterID}: a navigation target of the test flow. */
export default function OrderTestPage() {
  return <ComingSoonPage titleKey="pages.orderTest" />;
}
