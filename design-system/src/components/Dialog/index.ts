export {
  Dialog,
  DialogTrigger,
  Modal,
  type DialogHeadingImage,
  type DialogProps,
  type ModalProps,
} from './Dialog.tsx';
