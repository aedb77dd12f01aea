import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { CollectionsPage } from './collections-page';

/** The Collections area (super), loaded as its own chunk. */
export default function CollectionsArea() {
  return (
    <Routes>
      <Route index element={<CollectionsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
