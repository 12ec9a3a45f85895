/**
 * The profile picture (§2 avatar with fallback): choose a PNG or JPEG, crop it to a square (zoom and
 * position, with sliders a keyboard moves too), and the cropped picture — `AVATAR_SIDE` pixels a side,
 * as JPEG — is what the save sends; the server checks it by its content. Remove clears the picture.
 */
import { Avatar, Button, FileButton, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_SIDE } from '../../../shared/schemas/profile.js';

/** What the save does with the picture: keep it (undefined), a new cropped one (data URL), or none (null). */
export type AvatarChange = string | null | undefined;

type Crop = { zoom: number; x: number; y: number };
const PREVIEW = 240;

/** Draws the crop of `image` on a square canvas of `side` pixels: the largest centred square, zoomed, moved by x and y (0…1). */
function drawCrop(canvas: HTMLCanvasElement, image: HTMLImageElement, crop: Crop, side: number): boolean {
  const context = canvas.getContext('2d');
  if (!context) return false;
  canvas.width = side;
  canvas.height = side;
  const square = Math.min(image.naturalWidth, image.naturalHeight) / crop.zoom;
  const sx = (image.naturalWidth - square) * crop.x;
  const sy = (image.naturalHeight - square) * crop.y;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, side, side);
  context.drawImage(image, sx, sy, square, square, 0, 0, side, side);
  return true;
}

function CropDialog({ source, onCancel, onApply }: { source: string | null; onCancel: () => void; onApply: (dataUrl: string) => void }) {
  const { t } = useTranslation('profile');
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [crop, setCrop] = useState<Crop>({ zoom: 1, x: 0.5, y: 0.5 });
  const preview = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    setImage(null);
    setCrop({ zoom: 1, x: 0.5, y: 0.5 });
    if (!source) return;
    const img = new Image();
    img.onload = () => setImage(img);
    img.src = source;
  }, [source]);
  useEffect(() => {
    if (image && preview.current) drawCrop(preview.current, image, crop, PREVIEW);
  }, [image, crop]);
  const apply = () => {
    if (!image) return;
    const canvas = document.createElement('canvas');
    if (drawCrop(canvas, image, crop, AVATAR_SIDE)) onApply(canvas.toDataURL('image/jpeg', 0.9));
  };
  return (
    <Modal opened={source !== null} onClose={onCancel} title={t('summary.avatar.cropTitle')} centered>
      <Stack>
        <canvas ref={preview} width={PREVIEW} height={PREVIEW} style={{ alignSelf: 'center', borderRadius: '50%', border: '1px solid var(--mantine-color-gray-4)' }} aria-label={t('summary.avatar.preview')} role="img" />
        <Text size="sm" id="crop-zoom">
          {t('summary.avatar.zoom')}
        </Text>
        <Slider aria-labelledby="crop-zoom" min={1} max={4} step={0.05} value={crop.zoom} onChange={(zoom) => setCrop((c) => ({ ...c, zoom }))} label={null} />
        <Text size="sm" id="crop-x">
          {t('summary.avatar.horizontal')}
        </Text>
        <Slider aria-labelledby="crop-x" min={0} max={1} step={0.01} value={crop.x} onChange={(x) => setCrop((c) => ({ ...c, x }))} label={null} />
        <Text size="sm" id="crop-y">
          {t('summary.avatar.vertical')}
        </Text>
        <Slider aria-labelledby="crop-y" min={0} max={1} step={0.01} value={crop.y} onChange={(y) => setCrop((c) => ({ ...c, y }))} label={null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={apply} disabled={!image} data-testid="avatar-crop-apply">
            {t('summary.avatar.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function AvatarField({ current, change, onChange, initials, error }: { current: string | null; change: AvatarChange; onChange: (change: AvatarChange) => void; initials: string; error?: string }) {
  const { t } = useTranslation('profile');
  const [source, setSource] = useState<string | null>(null);
  const shown = change === undefined ? current : change;
  const choose = (file: File | null) => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setSource(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
  };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('summary.avatar.label')}
      </Text>
      <Group>
        <Avatar src={shown} alt={shown ? t('summary.avatar.alt') : undefined} size={96} radius={96} data-testid="profile-avatar">
          {initials}
        </Avatar>
        <Stack gap={6}>
          <FileButton onChange={choose} accept="image/png,image/jpeg">
            {(props) => (
              <Button {...props} variant="light" size="xs" data-testid="avatar-choose">
                {shown ? t('summary.avatar.change') : t('summary.avatar.choose')}
              </Button>
            )}
          </FileButton>
          {shown && (
            <Button variant="subtle" color="red" size="xs" onClick={() => onChange(null)}>
              {t('summary.avatar.remove')}
            </Button>
          )}
        </Stack>
      </Group>
      <Text size="xs" c="dimmed">
        {t('summary.avatar.hint')}
      </Text>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <CropDialog
        source={source}
        onCancel={() => setSource(null)}
        onApply={(dataUrl) => {
          setSource(null);
          onChange(dataUrl);
        }}
      />
    </Stack>
  );
}
