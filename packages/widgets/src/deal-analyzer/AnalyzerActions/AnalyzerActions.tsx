import { Button } from "@academy/ui";
import { TEXT } from "../constants.ts";
import * as styles from "../DealAnalyzer.css.ts";

export interface AnalyzerActionsProps {
  advanced: boolean;
  /** Ids of what Show/Hide Advanced shows and hides, space-separated. */
  advancedControls: string;
  onToggleAdvanced: () => void;
  onShare: () => void;
}

/** Show/Hide Advanced, Share and Print: the analyzers' toolbar buttons (not printed). */
export function AnalyzerActions(props: AnalyzerActionsProps) {
  return (
    <div className={styles.actions} data-print="hide">
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={props.advanced}
        aria-controls={props.advancedControls}
        onClick={props.onToggleAdvanced}
      >
        {props.advanced ? TEXT.hideAdvanced : TEXT.showAdvanced}
      </Button>
      <Button variant="secondary" size="sm" onClick={props.onShare}>
        {TEXT.share}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => window.print()}>
        {TEXT.print}
      </Button>
    </div>
  );
}
