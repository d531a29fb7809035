import { Navigate, Route, Routes } from 'react-router';
import { NotFoundPage } from '../../components/not-found/not-found-page';
import type { FlowConfig } from '../../components/test-flow/flow-config';
import { TestFlowPage } from '../../components/test-flow/test-flow-page';
import { A1C_TEST_SERVICE_ID } from '../../lib/contract';

const A1C_TEST: FlowConfig = {
  kind: 'a1c-test',
  base: '/a1ctest',
  serviceId: A1C_TEST_SERVICE_ID,
  titleKey: 'testFlow.a1cTitle',
};

/** a1ctest (SPEC.md section 2): the same shape as rapidtest, with the A1C service's fixed id. */
export default function A1cTestRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="test" replace />} />
      <Route path="test" element={<TestFlowPage config={A1C_TEST} />} />
      <Route path="test/:serviceID/:encounterID" element={<TestFlowPage config={A1C_TEST} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
