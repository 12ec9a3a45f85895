/**
 * The candidate lists manager (§2 dialogs, §4 "the list dialog alternates between list view and
 * create-or-edit form", §5 list name). The list view shows every list in tree order with its count;
 * opened for CVs (Add to List in the CV actions bar) each list has a box that puts the CVs in it or
 * takes them out. The form creates a list or renames and moves one; an invalid save shows the general
 * error toast and marks every field touched, and the server's 422 reaches the fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Alert, Badge, Button, Checkbox, Group, Loader, Modal, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ERROR_MESSAGE } from '../../../shared/constants.js';
import { listFormSchema, MAX_LIST_LEVELS, type FlatList, type ListForm } from '../../../shared/schemas/lists.js';
import { isApiError } from '../../lib/api.js';
import { setServerErrors } from '../../lib/form-errors.js';
import { translateServerMessage } from '../../lib/i18n.js';
import { notifyError, notifySuccess } from '../../lib/notify.js';
import { showToast } from '../../lib/toast.js';
import { translatedIssues } from '../../lib/zod-messages.js';
import { useChangeListMembers, useDeleteList, useFlatLists, useSaveList } from '../api/lists.js';
import { ConfirmationDialog } from '../confirmation-dialog.js';
import { PencilIcon, PlusIcon } from '../icons.js';

/** What the dialog shows: the list view, or the form for a new list (under `parentId`) or an existing one. */
export type ListsDialogView = { view: 'list' } | { view: 'form'; listId?: number; parentId?: number | null };

export type ListsManagerDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** The CVs to put in lists (Add to List); without them the dialog only manages the lists. */
  agreementIds?: number[];
  /** Where the dialog opens (default: the list view). */
  initial?: ListsDialogView;
};

/** A failed call, told in the interface language (a 401 has signed out already). */
function reportFailure(error: unknown) {
  if (isApiError(error) && error.status === 401) return;
  notifyError(isApiError(error) && error.status !== 0 ? error.message : DEFAULT_ERROR_MESSAGE);
}

/** The lists under `id` (not `id` itself), from the flat tree order. */
function descendantsOf(lists: FlatList[], id: number): Set<number> {
  const out = new Set<number>();
  const at = lists.findIndex((l) => l.id === id);
  if (at < 0) return out;
  for (let i = at + 1; i < lists.length && lists[i].level > lists[at].level; i++) out.add(lists[i].id);
  return out;
}

/** Levels from the list down to its deepest sub-list (1 without sub-lists). */
function heightOf(lists: FlatList[], id: number): number {
  const self = lists.find((l) => l.id === id);
  if (!self) return 1;
  const below = [...descendantsOf(lists, id)].map((d) => lists.find((l) => l.id === d)!.level);
  return 1 + Math.max(self.level, ...below) - self.level;
}

export function ListsManagerDialog({ opened, onClose, agreementIds, initial = { view: 'list' } }: ListsManagerDialogProps) {
  const { t } = useTranslation('lists');
  const [view, setView] = useState<ListsDialogView>(initial);
  const single = agreementIds?.length === 1 ? agreementIds[0] : undefined;
  const flat = useFlatLists(single, opened);
  const lists = flat.data?.lists ?? [];

  const close = () => {
    setView(initial);
    onClose();
  };
  const title = view.view === 'form' ? t(view.listId === undefined ? 'form.createTitle' : 'form.editTitle') : agreementIds?.length ? t('dialog.addTitle') : t('dialog.title');

  return (
    <Modal opened={opened} onClose={close} title={title} centered size="lg" data-testid="lists-dialog">
      {flat.isPending && <Loader size="sm" aria-label={t('common:loading')} />}
      {flat.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('tree.failed')}
        </Alert>
      )}
      {flat.data &&
        (view.view === 'list' ? (
          <ListView lists={lists} agreementIds={agreementIds} onForm={setView} onDone={close} />
        ) : (
          <ListFormView
            key={`${view.listId ?? 'new'}-${view.parentId ?? ''}`}
            lists={lists}
            listId={view.listId}
            parentId={view.parentId ?? null}
            onDone={() => setView({ view: 'list' })}
          />
        ))}
    </Modal>
  );
}

function ListView({
  lists,
  agreementIds,
  onForm,
  onDone,
}: {
  lists: FlatList[];
  agreementIds?: number[];
  onForm: (view: ListsDialogView) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('lists');
  const members = useChangeListMembers();
  const remove = useDeleteList();
  const [deleting, setDeleting] = useState<FlatList | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  // The box follows the click at once; a failed call puts it back.
  const [ticked, setTicked] = useState<ReadonlyMap<number, boolean>>(new Map());
  const tick = (id: number, value: boolean | undefined) =>
    setTicked((current) => {
      const next = new Map(current);
      if (value === undefined) next.delete(id);
      else next.set(id, value);
      return next;
    });

  async function toggle(list: FlatList, put: boolean) {
    if (!agreementIds?.length) return;
    setBusy(list.id);
    tick(list.id, put);
    try {
      await members.mutateAsync({ listId: list.id, ids: agreementIds, change: put ? 'attach' : 'detach' });
      notifySuccess(t(put ? 'dialog.added' : 'dialog.removed', { name: list.name }));
    } catch (error) {
      tick(list.id, undefined);
      reportFailure(error);
    } finally {
      setBusy(null);
    }
  }

  async function confirmDelete(list: FlatList) {
    try {
      await remove.mutateAsync(list.id);
      notifySuccess(t('dialog.deleted', { name: list.name }));
    } catch (error) {
      reportFailure(error);
    }
  }

  const subLists = deleting ? descendantsOf(lists, deleting.id).size : 0;
  return (
    <Stack gap="sm">
      {agreementIds?.length ? <Text size="sm">{agreementIds.length === 1 ? t('dialog.intro') : t('dialog.introMany', { count: agreementIds.length })}</Text> : null}
      {lists.length === 0 && <Text c="dimmed">{t('tree.empty')}</Text>}
      <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="lists-dialog-rows">
        {lists.map((list) => (
          <Group
            key={list.id}
            component="li"
            gap="xs"
            wrap="nowrap"
            justify="space-between"
            style={{ paddingInlineStart: (list.level - 1) * 20 }}
            data-testid="lists-dialog-row"
            data-level={list.level}
          >
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              {agreementIds?.length ? (
                <Checkbox
                  checked={ticked.get(list.id) ?? !!list.contains}
                  disabled={busy === list.id}
                  onChange={(e) => void toggle(list, e.currentTarget.checked)}
                  label={list.name}
                  aria-label={list.name}
                  data-testid={`list-toggle-${list.id}`}
                />
              ) : (
                <Text truncate>{list.name}</Text>
              )}
              <Badge variant="light" color="gray" size="sm" tt="none">
                {t('tree.count', { count: list.count })}
              </Badge>
            </Group>
            <Group gap={4} wrap="nowrap">
              <Tooltip label={t('dialog.edit', { name: list.name })}>
                <ActionIcon variant="subtle" aria-label={t('dialog.edit', { name: list.name })} onClick={() => onForm({ view: 'form', listId: list.id })}>
                  <PencilIcon />
                </ActionIcon>
              </Tooltip>
              {list.level < MAX_LIST_LEVELS && (
                <Tooltip label={t('dialog.addSub', { name: list.name })}>
                  <ActionIcon variant="subtle" aria-label={t('dialog.addSub', { name: list.name })} onClick={() => onForm({ view: 'form', parentId: list.id })}>
                    <PlusIcon />
                  </ActionIcon>
                </Tooltip>
              )}
              <Button variant="subtle" color="red" size="compact-xs" aria-label={t('dialog.delete', { name: list.name })} onClick={() => setDeleting(list)}>
                {t('common:actions.delete')}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
      <Group justify="space-between" mt="sm">
        <Button variant="light" leftSection={<PlusIcon />} onClick={() => onForm({ view: 'form', parentId: null })} data-testid="lists-dialog-new">
          {t('dialog.newList')}
        </Button>
        <Button onClick={onDone}>{t('dialog.done')}</Button>
      </Group>
      <ConfirmationDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        type="danger"
        title={t('common:confirm.deleteTitle')}
        message={
          deleting
            ? `${t('common:confirm.deleteMessage')} ${subLists ? t('dialog.deleteSubLists', { name: deleting.name, count: subLists }) : t('dialog.deleteNoSubLists', { name: deleting.name })}`
            : ''
        }
        confirmLabel={t('common:confirm.deleteConfirm')}
      />
    </Stack>
  );
}

function ListFormView({ lists, listId, parentId, onDone }: { lists: FlatList[]; listId?: number; parentId: number | null; onDone: () => void }) {
  const { t } = useTranslation('lists');
  const save = useSaveList();
  const editing = listId === undefined ? undefined : lists.find((l) => l.id === listId);
  const form = useForm<ListForm>({
    resolver: zodResolver(listFormSchema, translatedIssues),
    mode: 'onTouched',
    defaultValues: { name: editing?.name ?? '', parent_id: editing ? editing.parent_id : parentId },
  });
  const { errors, touchedFields, isSubmitting } = form.formState;

  // Where the list may go: not into itself or its sub-lists, and only where it and its sub-lists stay within five levels.
  const parents = useMemo(() => {
    const own = listId === undefined ? new Set<number>() : new Set([listId, ...descendantsOf(lists, listId)]);
    const height = listId === undefined ? 1 : heightOf(lists, listId);
    return lists.filter((l) => !own.has(l.id) && l.level + height <= MAX_LIST_LEVELS);
  }, [lists, listId]);
  const parentOptions = [
    { value: '', label: t('form.topLevel') },
    ...parents.map((l) => ({ value: String(l.id), label: `${'\u2003'.repeat(l.level - 1)}${l.name}` })),
  ];

  const onValid = async (values: ListForm) => {
    try {
      const saved = await save.mutateAsync({
        ...(editing ? { id: editing.id, count: editing.count } : {}),
        name: values.name,
        parent_id: values.parent_id,
      });
      notifySuccess(t(editing ? 'form.saved' : 'form.created', { name: saved.name }));
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const fieldOf = (key: string) => (key.endsWith('name') ? 'name' : key.endsWith('parent_id') ? 'parent_id' : null);
        if (!setServerErrors<keyof ListForm>(error, form.setError, fieldOf)) notifyError(error.message);
        else showToast('error', t('form.invalid'));
        return;
      }
      reportFailure(error);
    }
  };
  /** §5: an invalid save shows the general error toast and marks every field touched. */
  const onInvalid = () => {
    for (const field of ['name', 'parent_id'] as const) form.setValue(field, form.getValues(field), { shouldTouch: true });
    showToast('error', t('form.invalid'));
  };
  const message = (m?: string) => (m ? translateServerMessage(m) : undefined);

  return (
    <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate aria-label={t(editing ? 'form.editTitle' : 'form.createTitle')}>
      <Stack>
        <TextInput
          label={t('form.name')}
          required
          data-autofocus
          data-touched={!!touchedFields.name}
          error={message(errors.name?.message)}
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="parent_id"
          render={({ field }) => (
            <Select
              label={t('form.parent')}
              description={t('form.levelsHint', { max: MAX_LIST_LEVELS })}
              data={parentOptions}
              value={field.value === null ? '' : String(field.value)}
              onChange={(value) => field.onChange(value ? Number(value) : null)}
              onBlur={field.onBlur}
              allowDeselect={false}
              searchable
              data-touched={!!touchedFields.parent_id}
              error={message(errors.parent_id?.message)}
              data-testid="list-parent"
            />
          )}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={onDone}>
            {t('form.back')}
          </Button>
          <Button type="submit" loading={isSubmitting} data-testid="list-save">
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
