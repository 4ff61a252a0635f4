export { ModalHost, BUILT_IN_DIALOGS } from './ModalHost';
export type { ModalHostProps, ModalRegistry, ModalRenderer, ModalRenderProps } from './ModalHost';
