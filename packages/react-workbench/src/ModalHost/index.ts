export { ModalHost, BUILT_IN_DIALOGS } from './ModalHost';
export type {
  DialogRegistry,
  ModalHostProps,
  ModalRegistry,
  ModalRenderer,
  ModalRenderProps,
} from './ModalHost';
