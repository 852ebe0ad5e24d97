import { forwardRef, useState } from "react";
import { UI_LABELS } from "../constants.ts";
import { EyeIcon, EyeOffIcon } from "../Icon/Icon.tsx";
import { IconButton } from "../IconButton/IconButton.tsx";
import { TextInput, type TextInputProps } from "../TextInput/TextInput.tsx";
import * as styles from "./PasswordInput.css.ts";

export interface PasswordInputProps extends Omit<TextInputProps, "type" | "endAdornment"> {
  /** Start with the password visible. */
  defaultVisible?: boolean;
}

/** A password input with a Show/Hide password toggle. The ref goes to the <input>. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordInput(
    { defaultVisible = false, autoComplete = "current-password", ...rest },
    ref,
  ) {
    const [visible, setVisible] = useState(defaultVisible);
    return (
      <TextInput
        ref={ref}
        type={visible ? "text" : "password"}
        autoComplete={autoComplete}
        spellCheck={false}
        data-visible={visible ? "" : undefined}
        endAdornment={
          <IconButton
            label={visible ? UI_LABELS.hidePassword : UI_LABELS.showPassword}
            aria-pressed={visible}
            size="sm"
            className={styles.toggle}
            disabled={rest.disabled}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </IconButton>
        }
        {...rest}
      />
    );
  },
);
