import { CONSTANTS, SITE_LINKS } from '@chartbench/core';
import { Actions, Prompt, Text, Title } from './SignUpPrompt.styles';

/** Props of {@link SignUpPrompt}. */
export interface SignUpPromptProps {
  /** Opens the create-account dialog. */
  readonly onCreateAccount: () => void;
}

const TRIAL = `${CONSTANTS.membership.trialMonths}-month free trial`;

/**
 * The final sign-up element a visitor sees at the foot of the workbench once the chart has loaded (spec 3 §4):
 * create a free account, or start the free trial. The Workbench shows it where core's `adLayout` says.
 */
export function SignUpPrompt({ onCreateAccount }: SignUpPromptProps) {
  return (
    <Prompt aria-labelledby="chartbench-sign-up-title">
      <Title id="chartbench-sign-up-title">Save this chart and chart more</Title>
      <Text>
        A free account saves your charts, ChartStyles and alerts, without ads. Paid memberships add more: try
        them with a {TRIAL}.
      </Text>
      <Actions>
        <button type="button" onClick={onCreateAccount}>
          Create a Free Account
        </button>
        <a href={SITE_LINKS.freeTrial}>Start Your Free Trial</a>
      </Actions>
    </Prompt>
  );
}
