import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { PlanEditPage } from './plan-edit-page';
import { PricingListPage } from './pricing-list-page';

/** The Pricing area (super), loaded as its own chunk. */
export default function PricingArea() {
  return (
    <Routes>
      <Route index element={<PricingListPage />} />
      <Route path="edit/:id" element={<PlanEditPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
