import { Navigate, Route, Routes } from 'react-router';
import { NotFoundPage } from '../../components/not-found/not-found-page';
import type { FlowConfig } from '../../components/test-flow/flow-config';
import { TestFlowPage } from '../../components/test-flow/test-flow-page';
import { RAPID_TEST_SERVICE_ID } from '../../lib/contract';

const RAPID_TEST: FlowConfig = {
  kind: 'rapid-test',
  base: '/rapidtest',
  serviceId: RAPID_TEST_SERVICE_ID,
  titleKey: 'testFlow.rapidTitle',
};

/** rapidtest (SPEC.md section 2): test, test/{serviceID}/{encounterID} and the fixed route. */
export default function RapidTestRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="test" replace />} />
      <Route path="test" element={<TestFlowPage config={RAPID_TEST} />} />
      <Route path="test/:serviceID/:encounterID" element={<TestFlowPage config={RAPID_TEST} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
