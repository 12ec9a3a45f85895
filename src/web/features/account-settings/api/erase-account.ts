/** `DELETE my/account` `{password}`: erases the signed-in person; a wrong password is a 422 at the field. */
import { useMutation } from '@tanstack/react-query';
import type { EraseAccountBody, Erasure } from '../../../../shared/schemas/data-rights.js';
import { request } from '../../../lib/api.js';
import { paths } from '../../../lib/paths.js';

export const eraseAccount = (body: EraseAccountBody) => request<Erasure>('DELETE', paths.privacy.myAccount, { body });

export const useEraseAccount = () => useMutation({ mutationFn: eraseAccount });
