import { ActionIcon, Badge, Button, Group, Modal, Text, Title, Typography } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEye } from '@tabler/icons-react';
import { EditorContent, useEditor } from '@tiptap/react';
import { useWatch } from 'react-hook-form';
import { usePhoneLayout } from '../../../kit/list/use-phone-layout';
import { categories } from '../api';
import { ARTICLE_EXTENSIONS } from './editor-extensions';
import type { ArticleFormValues } from './form-values';

/**
 * "Preview": the article as a reader sees it, from what the form holds now. On a phone it is
 * an icon, so that the form's bar keeps Save whole beside Cancel and Save & Create other.
 */
export function ArticlePreviewButton({ author }: { author?: string | null }) {
  const [opened, { open, close }] = useDisclosure(false);
  const phone = usePhoneLayout();
  return (
    <>
      {phone ? (
        <ActionIcon variant="default" size={32} aria-label="Preview" onClick={open}>
          <IconEye size={16} />
        </ActionIcon>
      ) : (
        <Button variant="default" leftSection={<IconEye size={16} />} onClick={open}>
          Preview
        </Button>
      )}
      <Modal opened={opened} onClose={close} size="xl" title="Preview">
        {opened && <ArticlePreview author={author} />}
      </Modal>
    </>
  );
}

function ArticlePreview({ author }: { author?: string | null }) {
  const values = useWatch<ArticleFormValues>();
  const all = categories.useAll().data ?? [];
  const chosen = all.filter((c) => values.category_ids?.includes(String(c.id)));
  return (
    <article>
      <Group gap={4} mb="xs">
        {chosen.map((c) => (
          <Badge key={c.id} variant="light">
            {c.title}
          </Badge>
        ))}
      </Group>
      {/* h2: the screen under the dialog keeps the one h1; the dialog's own title is "Preview" */}
      <Title order={2} size="h2">
        {values.title || 'Untitled'}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {author ? `By ${author} · ` : ''}/{values.slug}
      </Text>
      <ArticleBody html={values.content ?? ''} />
    </article>
  );
}

/** The body rendered read-only through the article schema (no raw HTML reaches the page). */
function ArticleBody({ html }: { html: string }) {
  const editor = useEditor(
    {
      extensions: ARTICLE_EXTENSIONS,
      content: html,
      editable: false,
      // read, not typed into: the article's text, not a text box (Tiptap says "textbox" by default)
      editorProps: { attributes: { role: 'document', 'aria-label': 'Article text' } },
    },
    [html],
  );
  return (
    <Typography>
      <EditorContent editor={editor} />
    </Typography>
  );
}
