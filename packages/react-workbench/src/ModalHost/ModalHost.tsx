import type { ModalId } from '@chartbench/core';
import { TOUR_STARTUP_VARIANT } from '@chartbench/core';
import type { ReactNode } from 'react';
import { Fragment, Suspense, createContext, useContext, useState } from 'react';
import { ComingSoonDialog } from '../dialogs/ComingSoonDialog/ComingSoonDialog';
import { MembershipDialog } from '../dialogs/MembershipDialog/MembershipDialog';
import { TourDialog } from '../dialogs/TourDialog/TourDialog';
import {
  useWorkbench,
  useWorkbenchActions,
  useWorkbenchInstance,
} from '../WorkbenchProvider/WorkbenchProvider';
import { StorePreferencesDialog } from './StorePreferencesDialog';

/** What a registered dialog is given when its modal opens. */
export interface ModalRenderProps {
  readonly id: ModalId;
  /** The modal's variant (e.g. saveAsNewChart, setAsDefault), '' when it has none. */
  readonly variant: string;
  /** Closes the modal in the store; focus then returns to where it was. */
  readonly close: () => void;
  /**
   * Whether this opening is still the open modal on the same symbol (spec 3 §4): slow work checks it before
   * applying its result, and drops the result when it is false.
   */
  readonly isCurrent: () => boolean;
}

/** Renders the dialog of one modal id; the host mounts it afresh each time the modal opens. */
export type ModalRenderer = (props: ModalRenderProps) => ReactNode;

/** Every modal id of core's catalogue -> its dialog: a registry the compiler checks for a missing dialog. */
export type DialogRegistry = Readonly<Record<ModalId, ModalRenderer>>;

/** Dialogs by modal id that a host registers: merged over the built-ins, an entry replacing the one of its id. */
export type ModalRegistry = Partial<DialogRegistry>;

/** Props of {@link ModalHost}. */
export interface ModalHostProps {
  /** The dialogs to register (e.g. `useWiredDialogs()`); an entry here replaces the built-in one of the same id. */
  readonly dialogs?: ModalRegistry;
  /** The page body's width, for the tour (spec 3 §4); the window's width by default. */
  readonly bodyWidth?: number;
}

function viewportWidth(): number {
  return typeof document === 'undefined' ? 0 : document.body.clientWidth || window.innerWidth;
}

/** The page body's width the host was given, for the tour's width check; the window's when none. */
const BodyWidthContext = createContext<number | undefined>(undefined);

function Tour({
  kind,
  startup = false,
  close,
}: {
  readonly kind: 'startTour' | 'endTour';
  readonly startup?: boolean;
  readonly close: () => void;
}) {
  const bodyWidth = useContext(BodyWidthContext);
  return (
    <TourDialog kind={kind} startup={startup} bodyWidth={bodyWidth ?? viewportWidth()} onClose={close} />
  );
}

/** The dialogs that need no member data or only the store's own state: they work from `actions.openModal` alone. */
export const BUILT_IN_DIALOGS = {
  createAccount: ({ close }) => <MembershipDialog kind="createAccount" onClose={close} />,
  upgradeToExtra: ({ close }) => <MembershipDialog kind="upgradeToExtra" onClose={close} />,
  upgradeToPro: ({ close }) => <MembershipDialog kind="upgradeToPro" onClose={close} />,
  comingSoon: ({ close }) => <ComingSoonDialog onClose={close} />,
  workbenchPreferences: ({ close, isCurrent }) => (
    <StorePreferencesDialog close={close} isCurrent={isCurrent} />
  ),
  startTour: ({ close, variant }) => (
    <Tour kind="startTour" startup={variant === TOUR_STARTUP_VARIANT} close={close} />
  ),
  endTour: ({ close }) => <Tour kind="endTour" close={close} />,
} as const satisfies ModalRegistry;

/**
 * The one dialog host of the workbench (spec 1 §2.3; spec 3 §2.14, §4): draws the open modal, or nothing; a
 * new opening mounts the dialog afresh so its form resets and the results of work started by the last one are
 * dropped. Each dialog keeps focus inside, closes on Escape, and on background click where the catalogue allows.
 */
export function ModalHost({ dialogs, bodyWidth }: ModalHostProps) {
  const modal = useWorkbench((state) => state.modal);
  const symbol = useWorkbench((state) => state.chart.symbol);
  const actions = useWorkbenchActions();
  const workbench = useWorkbenchInstance();
  // Every opening is a new ModalState object, so counting them gives each opening its own mount.
  const [seen, setSeen] = useState({ modal, openings: 0, symbol });
  if (seen.modal !== modal) setSeen({ modal, openings: seen.openings + 1, symbol });
  if (modal === null) return null;

  const openedOn = seen.symbol;
  // The store makes a new ModalState for every opening, so identity tells this opening from a later one.
  const isCurrent = () => {
    const state = workbench.getState();
    return state.modal === modal && state.chart.symbol === openedOn;
  };
  const props: ModalRenderProps = {
    id: modal.id,
    variant: modal.variant,
    close: actions.closeModal,
    isCurrent,
  };
  const registry: ModalRegistry = { ...BUILT_IN_DIALOGS, ...dialogs };
  const render = registry[modal.id];
  if (!render) return null;
  return (
    <BodyWidthContext.Provider value={bodyWidth}>
      <Fragment key={seen.openings}>
        {/* Dialogs may load on demand (lazyNamed): nothing shows for the moment their code is fetched. */}
        <Suspense fallback={null}>{render(props)}</Suspense>
      </Fragment>
    </BodyWidthContext.Provider>
  );
}
