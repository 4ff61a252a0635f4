import { useId, useState } from 'react';
import {
  CONSTANTS,
  MESSAGES,
  areCommentsBlocked,
  commentsDraftFor,
  decideSaveComments,
  type Member,
} from '@chartbench/core';
import { Button, Message, ModeHeader } from '../shared/shared.styles';
import { Count, Notice, TextArea } from './ChartComments.styles';

/** Props of {@link ChartComments}. */
export interface ChartCommentsProps {
  readonly member: Member | null;
  readonly symbolFound: boolean;
  /** An end-of-day symbol on an intraday chart: comments are read-only then. */
  readonly isEodOnIntraday: boolean;
  readonly isSaving: boolean;
  /** Identifies the viewed chart; temporary comments are cleared when it changes (spec 3 §4). */
  readonly chartKey: string;
  /** The viewed chart's saved comments. */
  readonly savedComments: string;
  /**
   * Why the comments cannot be written for this chart (a chart in a read-only list, or no saved chart), shown above
   * the box, which is then read-only; null or absent when they can.
   */
  readonly notice?: string | null;
  /** The outcome of the last save, from the store. */
  readonly result?: { readonly tone: 'success' | 'danger'; readonly message: string } | null;
  /** Saves the trimmed comments. */
  readonly onSave: (comments: string) => void;
  readonly onCreateAccount: () => void;
}

/**
 * Chart Comments mode (spec 3 §2.9, §4, §5, §8): a textarea with Save Comments and Cancel. It is read-only and
 * saving is blocked when the symbol is not found or is end-of-day on an intraday chart; a visitor is sent to
 * create an account; comments over 2048 characters are refused with the specification's message. A `notice`
 * (read-only list, unsaved chart) makes the box read-only and says why.
 */
export function ChartComments(props: ChartCommentsProps) {
  const id = useId();
  const [draft, setDraft] = useState<{ chartKey: string; text: string } | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const text = commentsDraftFor(draft, props.chartKey, props.savedComments);
  const notice = props.notice ?? null;
  const blocked = areCommentsBlocked(props) || notice !== null;

  const save = () => {
    const decision = decideSaveComments(props, text, props.savedComments);
    setInvalid(decision.kind === 'invalid' ? decision.message : null);
    if (decision.kind === 'save') props.onSave(decision.comments);
    else if (decision.kind === 'createAccount') props.onCreateAccount();
  };

  return (
    <div>
      <label htmlFor={id}>Chart comments</label>
      {notice && <Notice role="note">{notice}</Notice>}
      <TextArea
        id={id}
        value={text}
        readOnly={blocked}
        aria-invalid={invalid !== null || undefined}
        aria-describedby={`${id}-count`}
        rows={6}
        onChange={(event) => {
          setInvalid(null);
          setDraft({ chartKey: props.chartKey, text: event.target.value });
        }}
      />
      <Count id={`${id}-count`}>
        {text.trim().length} / {CONSTANTS.text.maxCommentsLength}
      </Count>
      {invalid && (
        <Message role="alert" $tone="danger">
          {invalid}
        </Message>
      )}
      {!invalid && props.result && (
        <Message role={props.result.tone === 'danger' ? 'alert' : 'status'} $tone={props.result.tone}>
          {props.result.message}
        </Message>
      )}
      <ModeHeader>
        <Button type="button" $primary disabled={blocked || props.isSaving} onClick={save}>
          {props.isSaving ? 'Saving…' : MESSAGES.comments.save}
        </Button>
        <Button
          type="button"
          disabled={props.isSaving}
          onClick={() => {
            setInvalid(null);
            setDraft(null);
          }}
        >
          {MESSAGES.comments.cancel}
        </Button>
      </ModeHeader>
    </div>
  );
}
