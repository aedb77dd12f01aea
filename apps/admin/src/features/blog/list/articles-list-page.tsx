import { Button } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { ListScreen } from '../../../kit/list/list-screen';
import { articles, useSetArticleVisible } from '../api';
import { blogArea, blogPaths } from '../manifest';
import { articleColumns } from './article-columns';
import { articleFilters } from './article-filters';

const categoriesLink = (
  <Button
    component={Link}
    to={blogPaths.categories}
    variant="default"
    leftSection={<IconCategory size={16} />}
  >
    Categories
  </Button>
);

/** /blog: every article, searchable and filtered by visibility, with the Visible switch. */
export function ArticlesListPage() {
  const { mutate: setVisible } = useSetArticleVisible();
  const columns = useCallback(
    (returnTo: string) =>
      articleColumns({ returnTo, onVisibleChange: (id, value) => setVisible({ id, value }) }),
    [setVisible],
  );
  return (
    <ListScreen
      resource={articles}
      filters={articleFilters}
      rows={{ columns }}
      label="Articles"
      noun={['article', 'articles']}
      area={blogArea}
      create={{ to: blogPaths.articleNew, label: 'New article' }}
      links={categoriesLink}
    />
  );
}
