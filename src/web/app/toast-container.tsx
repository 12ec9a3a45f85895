import 'react-toastify/ReactToastify.css';
import { ToastContainer } from 'react-toastify/unstyled';
import { TOAST } from '../../shared/constants.js';

/** The toast container with the §9 settings (loaded with the first toast). */
export function AppToastContainer() {
  return (
    <ToastContainer
      autoClose={TOAST.autoCloseMs}
      closeButton={TOAST.closeButton}
      hideProgressBar={!TOAST.progressBar}
      limit={TOAST.limit}
      position="top-right"
      newestOnTop
    />
  );
}
