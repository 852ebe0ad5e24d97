import { Dialog } from "@academy/ui";
import { LoginForm } from "@academy/widgets";
import { DISCORD_PAGE_TEXT as TEXT } from "./discordPageText.ts";

export interface DiscordLoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a successful login (the session already holds the user). */
  onSignedIn: () => void;
}

/**
 * The members' login modal (investor-tools.md §2, §8): a failure shows the alert "Invalid
 * credentials"; the page sends a signed-in member to the portal. Loaded from the page on the
 * first click of Member Login, so the dialog and the form stay out of the page's first load
 * (issue #30).
 */
export function DiscordLoginDialog({ open, onOpenChange, onSignedIn }: DiscordLoginDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={TEXT.login.title}
      description={TEXT.login.description}
    >
      <LoginForm
        aria-label={TEXT.login.title}
        text={TEXT.login}
        blankFields="disable"
        failureMessage={() => TEXT.login.invalid}
        onSignedIn={onSignedIn}
      />
    </Dialog>
  );
}
