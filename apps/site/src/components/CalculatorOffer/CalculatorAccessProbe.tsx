import { QueryScope } from "@academy/api";
import { useEffect } from "react";
import { useLatest } from "../../lib/useLatest.ts";
import {
  useCalculatorAccessState,
  type CalculatorAccessState,
} from "./useCalculatorAccessState.ts";

export interface CalculatorAccess {
  state: CalculatorAccessState;
  markAccess: () => void;
}

/**
 * The signed-in user's calculator access for a page that does not otherwise need the query
 * layer (the landing page): reports `useCalculatorAccessState` to `onChange` and renders
 * nothing. Loaded lazily, only for a signed-in user, so a guest's page carries no query layer
 * (a tenth of its code, issue #30).
 */
export function CalculatorAccessProbe({
  onChange,
}: {
  onChange: (access: CalculatorAccess) => void;
}) {
  return (
    <QueryScope>
      <Probe onChange={onChange} />
    </QueryScope>
  );
}

function Probe({ onChange }: { onChange: (access: CalculatorAccess) => void }) {
  const { state, markAccess } = useCalculatorAccessState();
  const latestMarkAccess = useLatest(markAccess);
  useEffect(() => {
    onChange({ state, markAccess: () => latestMarkAccess.current() });
  }, [state, onChange, latestMarkAccess]);
  return null;
}
