/**
 * The pipeline as a board (issue 13): a column per stage, a card per prospect. Agency staff who
 * manage jobs drag a card to another column; only the columns its status may move to accept it
 * (`dropAction`), the others show it cannot go there. A client sees presented and later, no dragging.
 * A card opens the prospect's drawer (a click, or Enter).
 */
import { DndContext, KeyboardSensor, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { Badge, Group, Paper, Rating, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Prospect, ProspectMove, ProspectStatus } from '../../../shared/schemas/job-posts.js';
import { PROSPECT_COLORS } from './format.js';
import { byColumn, dropAction } from './model.js';

export type BoardProps = {
  prospects: readonly Prospect[];
  columns: readonly ProspectStatus[];
  /** Dragging is allowed (agency staff who manage jobs). */
  draggable: boolean;
  onMove: (prospect: Prospect, action: ProspectMove) => void;
  onOpen: (prospect: Prospect) => void;
};

export function PipelineBoard({ prospects, columns, draggable, onMove, onOpen }: BoardProps) {
  const { t } = useTranslation('jobs');
  const [dragging, setDragging] = useState<Prospect | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor));
  const groups = byColumn(prospects, columns);

  const start = (e: DragStartEvent) => setDragging(prospects.find((p) => p.id === e.active.id) ?? null);
  const end = (e: DragEndEvent) => {
    const prospect = prospects.find((p) => p.id === e.active.id);
    setDragging(null);
    if (!prospect || !e.over) return;
    const action = dropAction(prospect.status, e.over.id as ProspectStatus);
    if (action) onMove(prospect, action);
  };

  return (
    <DndContext sensors={sensors} onDragStart={start} onDragEnd={end} onDragCancel={() => setDragging(null)}>
      <ScrollArea type="auto" offsetScrollbars>
        <Group align="stretch" gap="sm" wrap="nowrap" data-testid="pipeline-board" role="list" aria-label={t('board.label')}>
          {columns.map((status) => (
            <Column
              key={status}
              status={status}
              prospects={groups.get(status) ?? []}
              draggable={draggable}
              accepts={dragging ? dropAction(dragging.status, status) !== null : null}
              onOpen={onOpen}
            />
          ))}
        </Group>
      </ScrollArea>
    </DndContext>
  );
}

function Column({ status, prospects, draggable, accepts, onOpen }: { status: ProspectStatus; prospects: Prospect[]; draggable: boolean; accepts: boolean | null; onOpen: (p: Prospect) => void }) {
  const { t } = useTranslation('jobs');
  const { setNodeRef, isOver } = useDroppable({ id: status, disabled: accepts === false });
  const border = accepts === null ? undefined : accepts ? `2px dashed var(--mantine-color-${PROSPECT_COLORS[status]}-5)` : '2px dashed transparent';
  return (
    <Paper
      ref={setNodeRef}
      role="listitem"
      aria-label={t(`stage.${status}`)}
      bg={isOver && accepts ? `${PROSPECT_COLORS[status]}.0` : 'gray.0'}
      p="xs"
      radius="md"
      miw={168}
      style={{ flex: '1 1 0', border, opacity: accepts === false ? 0.55 : 1, transition: 'opacity 120ms' }}
      data-testid={`column-${status}`}
      data-accepts={accepts === null ? undefined : String(accepts)}
    >
      <Group justify="space-between" mb="xs" px={4}>
        <Text size="sm" fw={600}>
          {t(`stage.${status}`)}
        </Text>
        <Badge size="sm" variant="light" color={PROSPECT_COLORS[status]} data-testid="column-count">
          {prospects.length}
        </Badge>
      </Group>
      <Stack gap="xs" mih={80}>
        {prospects.map((p) => (
          <Card key={p.id} prospect={p} draggable={draggable} onOpen={onOpen} />
        ))}
        {prospects.length === 0 && (
          <Text size="xs" c="dimmed" ta="center" py="md">
            {t('board.empty')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

export function prospectName(p: Prospect, t: (key: string) => string) {
  return p.name?.trim() || (p.anonymous ? t('prospect.anonymous') : t('prospect.unnamed'));
}

function Card({ prospect, draggable, onOpen }: { prospect: Prospect; draggable: boolean; onOpen: (p: Prospect) => void }) {
  const { t } = useTranslation('jobs');
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: prospect.id, disabled: !draggable });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`, zIndex: 10 } : undefined;
  return (
    <Paper ref={setNodeRef} withBorder shadow={isDragging ? 'md' : 'xs'} radius="sm" p={0} style={{ ...style, cursor: draggable ? 'grab' : 'pointer' }} data-testid="prospect-card">
      <UnstyledButton
        w="100%"
        p="xs"
        {...(draggable ? listeners : {})}
        {...(draggable ? attributes : {})}
        onClick={() => onOpen(prospect)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onOpen(prospect);
          else if (draggable) (listeners?.onKeyDown as ((ev: React.KeyboardEvent) => void) | undefined)?.(e);
        }}
        aria-label={t('board.card', { name: prospectName(prospect, t) })}
        aria-roledescription={draggable ? t('board.draggable') : undefined}
      >
        <Text size="sm" fw={500} truncate data-testid="prospect-name">
          {prospectName(prospect, t)}
        </Text>
        {prospect.title && (
          <Text size="xs" c="dimmed" truncate>
            {prospect.title}
          </Text>
        )}
        <Group gap={6} mt={4} justify="space-between" wrap="nowrap">
          {prospect.rating ? <Rating value={prospect.rating} readOnly size="xs" aria-label={t('prospect.ratingValue', { rating: prospect.rating })} /> : <span />}
          {prospect.anonymous && (
            <Badge size="xs" variant="outline" color="gray" tt="none">
              {t('prospect.anonymousBadge')}
            </Badge>
          )}
        </Group>
      </UnstyledButton>
    </Paper>
  );
}
