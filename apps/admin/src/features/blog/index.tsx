import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { CategoriesPage } from './categories/categories-page';
import { EditArticlePage } from './form/edit-article-page';
import { NewArticlePage } from './form/new-article-page';
import { ArticlesListPage } from './list/articles-list-page';

/** The Blog area (super), loaded as its own chunk. */
export default function BlogArea() {
  return (
    <Routes>
      <Route index element={<ArticlesListPage />} />
      <Route path="new" element={<NewArticlePage />} />
      <Route path="edit/:id" element={<EditArticlePage />} />
      <Route path="categories" element={<CategoriesPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
