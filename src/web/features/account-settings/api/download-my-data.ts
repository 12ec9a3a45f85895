/** `GET my/data`: the signed-in person's copy of their data, a ZIP handed to the browser as a download. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { saveBlob } from '../../../lib/download.js';
import { paths } from '../../../lib/paths.js';

/** §8 standard policy: 401 signs out, other failures reach the caller's toast. */
export async function downloadMyData(): Promise<void> {
  const file = await api.file(paths.privacy.myData);
  saveBlob(file.blob, file.fileName ?? 'talentfolio-data.zip');
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
