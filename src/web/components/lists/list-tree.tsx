/**
 * The list tree widget (§2: filter, edit, add, manage): the organisation's candidate lists as a tree
 * with their counts, each a link to its page (`account/lists/{id}`). Filtering keeps a match's parent
 * lists in view; edit and add open the lists manager in its form, manage in its list view.
 */
import { ActionIcon, Anchor, Badge, Group, Loader, Stack, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { MAX_LIST_LEVELS, type ListNode } from '../../../shared/schemas/lists.js';
import { useListTree } from '../api/lists.js';
import { ChevronDownIcon, ChevronRightIcon, ListSettingsIcon, PencilIcon, PlusIcon } from '../icons.js';
import { ListsManagerDialog, type ListsDialogView } from './lists-manager-dialog.js';

/** The lists whose name holds the filter, with the lists above them (the path to a match stays visible). */
export function filterTree(nodes: ListNode[], filter: string): ListNode[] {
  const needle = filter.trim().toLocaleLowerCase();
  if (!needle) return nodes;
  return nodes.flatMap((node) => {
    const lists = filterTree(node.lists, filter);
    return node.name.toLocaleLowerCase().includes(needle) || lists.length ? [{ ...node, lists }] : [];
  });
}

export function ListTree({ title }: { title?: ReactNode }) {
  const { t } = useTranslation('lists');
  const tree = useListTree();
  const [filter, setFilter] = useState('');
  const [dialog, setDialog] = useState<ListsDialogView | null>(null);
  const shown = tree.data ? filterTree(tree.data.lists, filter) : [];

  return (
    <Stack gap="xs" className="tf-list-tree" data-testid="list-tree" component="section" aria-label={t('tree.label')}>
      <Group justify="space-between" wrap="nowrap">
        {title ?? (
          <Text fw={600} size="sm">
            {t('tree.title')}
          </Text>
        )}
        <Group gap={2} wrap="nowrap">
          <Tooltip label={t('tree.add')}>
            <ActionIcon variant="subtle" color="gray" aria-label={t('tree.add')} onClick={() => setDialog({ view: 'form', parentId: null })} data-testid="list-tree-add">
              <PlusIcon />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('tree.manage')}>
            <ActionIcon variant="subtle" color="gray" aria-label={t('tree.manage')} onClick={() => setDialog({ view: 'list' })} data-testid="list-tree-manage">
              <ListSettingsIcon />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      {tree.data && tree.data.lists.length > 0 && (
        <TextInput size="xs" placeholder={t('tree.filter')} aria-label={t('tree.filter')} value={filter} onChange={(e) => setFilter(e.currentTarget.value)} type="search" />
      )}
      {tree.isPending && <Loader size="xs" aria-label={t('common:loading')} />}
      {tree.isError && (
        <Text size="xs" c="red" role="alert">
          {t('tree.failed')}
        </Text>
      )}
      {tree.data && tree.data.lists.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('tree.empty')}
        </Text>
      )}
      {tree.data && tree.data.lists.length > 0 && shown.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('tree.noMatch', { filter: filter.trim() })}
        </Text>
      )}
      {shown.length > 0 && (
        <ul role="tree" aria-label={t('tree.label')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {shown.map((node) => (
            <TreeNode key={node.id} node={node} level={1} forceOpen={filter.trim() !== ''} onDialog={setDialog} />
          ))}
        </ul>
      )}
      {dialog && <ListsManagerDialog opened initial={dialog} onClose={() => setDialog(null)} />}
    </Stack>
  );
}

function TreeNode({ node, level, forceOpen, onDialog }: { node: ListNode; level: number; forceOpen: boolean; onDialog: (view: ListsDialogView) => void }) {
  const { t } = useTranslation('lists');
  const [open, setOpen] = useState(true);
  const expanded = forceOpen || open;
  const hasChildren = node.lists.length > 0;
  return (
    <li role="treeitem" aria-level={level} aria-expanded={hasChildren ? expanded : undefined} aria-selected={false} data-testid="list-tree-node">
      <Group gap={2} wrap="nowrap" className="tf-list-tree-row" style={{ paddingInlineStart: (level - 1) * 12 }}>
        {hasChildren ? (
          <UnstyledButton
            onClick={() => setOpen(!expanded)}
            aria-label={t(expanded ? 'tree.collapse' : 'tree.expand', { name: node.name })}
            style={{ display: 'inline-flex', width: 18, justifyContent: 'center' }}
          >
            {expanded ? <ChevronDownIcon size={14} /> : <ChevronRightIcon size={14} />}
          </UnstyledButton>
        ) : (
          <span style={{ display: 'inline-block', width: 18 }} />
        )}
        <Anchor component={NavLink} to={`/account/lists/${node.id}`} size="sm" c="inherit" style={{ flex: 1, minWidth: 0 }} truncate="end" data-testid="list-tree-link">
          {node.name}
        </Anchor>
        <Badge size="xs" variant="light" color="gray" aria-label={t('tree.count', { count: node.count })}>
          {node.count}
        </Badge>
        <ActionIcon size="sm" variant="subtle" color="gray" aria-label={t('tree.edit', { name: node.name })} onClick={() => onDialog({ view: 'form', listId: node.id })}>
          <PencilIcon size={14} />
        </ActionIcon>
        {level < MAX_LIST_LEVELS && (
          <ActionIcon size="sm" variant="subtle" color="gray" aria-label={t('tree.addSub', { name: node.name })} onClick={() => onDialog({ view: 'form', parentId: node.id })}>
            <PlusIcon size={14} />
          </ActionIcon>
        )}
      </Group>
      {hasChildren && expanded && (
        <ul role="group" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {node.lists.map((child) => (
            <TreeNode key={child.id} node={child} level={level + 1} forceOpen={forceOpen} onDialog={onDialog} />
          ))}
        </ul>
      )}
    </li>
  );
}
