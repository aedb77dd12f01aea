import type { ArticleListItem } from '@adlib/shared';
import { Button, Group } from '@mantine/core';
import { IconCategory, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { InfiniteList } from '../../../kit/list/infinite-list';
import { ListTotal } from '../../../kit/list/list-total';
import { useListPage } from '../../../kit/list/use-list-page';
import { TrashLink } from '../../../kit/trash/trash-link';
import { articles, useSetArticleVisible } from '../api';
import { blogArea, blogPaths } from '../manifest';
import { articleColumns } from './article-columns';
import { ARTICLE_FILTER_KEYS, ArticleFilterBar } from './article-filters';

const articleKey = (a: ArticleListItem) => a.id;
const ARTICLE_NOUN = ['article', 'articles'] as const;

/** /blog: every article, searchable and filtered by visibility, with the Visible switch. */
export function ArticlesListPage() {
  const { pathname, search } = useLocation();
  const { url, pages, isFiltered } = useListPage({
    keys: ARTICLE_FILTER_KEYS,
    fixed: {},
    useList: articles.useInfiniteList,
  });
  const { mutate: setVisible } = useSetArticleVisible();
  const columns = useMemo(
    () =>
      articleColumns({
        returnTo: pathname + search,
        onVisibleChange: (id, value) => setVisible({ id, value }),
      }),
    [pathname, search, setVisible],
  );

  return (
    <>
      <PageHeader
        title="Blog"
        actions={
          <Group gap="sm">
            <ListTotal total={pages.total} estimate={pages.totalIsEstimate} noun={ARTICLE_NOUN} />
            <TrashLink area={blogArea} path="trash" />
            <Button
              component={Link}
              to={blogPaths.categories}
              variant="default"
              leftSection={<IconCategory size={16} />}
            >
              Categories
            </Button>
            <Button component={Link} to={blogPaths.articleNew} leftSection={<IconPlus size={16} />}>
              New article
            </Button>
          </Group>
        }
      />
      <ArticleFilterBar filters={url.filters} onChange={url.setFilters} onResetAll={url.resetAll} />
      <InfiniteList<ArticleListItem, number>
        label="Articles"
        pages={pages}
        columns={columns}
        rowKey={articleKey}
        emptyText={isFiltered ? 'No articles match these filters.' : 'No articles yet.'}
      />
    </>
  );
}
