// Foundations
export { vars } from "./theme/contract.css.ts";
export { lightTheme, darkTheme, themes, type ThemeName } from "./theme/themes.css.ts";
export { sprinkles, media, type Sprinkles } from "./theme/sprinkles.css.ts";
export {
  lightTokens,
  darkTokens,
  breakpoints,
  type ThemeTokens,
  type ToneColors,
  type Tone,
  type Breakpoint,
} from "./theme/tokens.ts";
export { ThemeRoot, type ThemeRootProps } from "./ThemeRoot/ThemeRoot.tsx";
export { useTheme, type ThemeContextValue } from "./ThemeRoot/ThemeContext.ts";
export * from "./constants.ts";

// Layout and typography
export { Box, type BoxProps } from "./Box/Box.tsx";
export { Stack, type StackProps } from "./Stack/Stack.tsx";
export { Inline, type InlineProps } from "./Inline/Inline.tsx";
export { Grid, type GridProps } from "./Grid/Grid.tsx";
export { Text, type TextProps } from "./Text/Text.tsx";
export { Heading, type HeadingProps } from "./Heading/Heading.tsx";
export { VisuallyHidden, type VisuallyHiddenProps } from "./VisuallyHidden/VisuallyHidden.tsx";
// For hiding that depends on a media or container query, where the component cannot be used.
export { visuallyHidden } from "./theme/mixins.ts";
export {
  AlertIcon,
  CheckIcon,
  ChevronDownIcon,
  CloseIcon,
  ErrorIcon,
  EyeIcon,
  EyeOffIcon,
  InboxIcon,
  InfoIcon,
  MenuIcon,
  SuccessIcon,
  UploadIcon,
  type IconProps,
} from "./Icon/Icon.tsx";

// Actions
export { Button, type ButtonProps } from "./Button/Button.tsx";
export { IconButton, type IconButtonProps } from "./IconButton/IconButton.tsx";
export { Link, type LinkProps } from "./Link/Link.tsx";

// Display
export { Badge, type BadgeProps, type BadgeTone } from "./Badge/Badge.tsx";
export { Card, type CardProps } from "./Card/Card.tsx";
export {
  InlineAlert,
  type InlineAlertProps,
  type InlineAlertTone,
} from "./InlineAlert/InlineAlert.tsx";
export { Spinner, type SpinnerProps } from "./Spinner/Spinner.tsx";

// Forms
export { Field, type FieldProps } from "./Field/Field.tsx";
export {
  ErrorSummary,
  type ErrorSummaryItem,
  type ErrorSummaryProps,
} from "./ErrorSummary/ErrorSummary.tsx";
export { useFieldControl } from "./Field/FieldContext.ts";
export { TextInput, type TextInputProps } from "./TextInput/TextInput.tsx";
export { NumberInput, defaultParse, type NumberInputProps } from "./NumberInput/NumberInput.tsx";
export { PasswordInput, type PasswordInputProps } from "./PasswordInput/PasswordInput.tsx";
export {
  PasswordStrength,
  type PasswordStrengthProps,
} from "./PasswordStrength/PasswordStrength.tsx";
export {
  getPasswordStrength,
  type PasswordStrengthLevel,
  type PasswordStrengthResult,
} from "./PasswordStrength/getPasswordStrength.ts";
export { Textarea, type TextareaProps } from "./Textarea/Textarea.tsx";
export { Checkbox, type CheckboxProps } from "./Checkbox/Checkbox.tsx";
export { Switch, type SwitchProps } from "./Switch/Switch.tsx";
export { Select, type SelectProps, type SelectOption } from "./Select/Select.tsx";
export {
  SegmentedControl,
  type SegmentedControlProps,
  type SegmentedControlOption,
} from "./SegmentedControl/SegmentedControl.tsx";
export { FileDrop, type FileDropProps } from "./FileDrop/FileDrop.tsx";
export {
  validateFile,
  matchesAccept,
  imageRules,
  type FileRules,
} from "./FileDrop/validateFile.ts";

// Overlays
export { Dialog, DialogClose, type DialogProps, type DialogCloseProps } from "./Dialog/Dialog.tsx";
export { ConfirmDialog, type ConfirmDialogProps } from "./ConfirmDialog/ConfirmDialog.tsx";
export {
  Toast,
  ToastProvider,
  useToast,
  type ToastProps,
  type ToastProviderProps,
  type ToastOptions,
  type ToastTone,
} from "./Toast/Toast.tsx";

// Navigation
export {
  Tabs,
  TabsList,
  TabsTrigger,
  TabsContent,
  type TabsProps,
  type TabsListProps,
  type TabsTriggerProps,
  type TabsContentProps,
} from "./Tabs/Tabs.tsx";
export { NavBar, NavBarLink, type NavBarProps, type NavBarLinkProps } from "./NavBar/NavBar.tsx";

// Display (continued)
export { Banner, type BannerProps } from "./Banner/Banner.tsx";
export { Skeleton, type SkeletonProps } from "./Skeleton/Skeleton.tsx";
export { ProgressBar, type ProgressBarProps } from "./ProgressBar/ProgressBar.tsx";
export { Avatar, getInitials, type AvatarProps } from "./Avatar/Avatar.tsx";
export { Stat, type StatProps } from "./Stat/Stat.tsx";
export { PriceTag, type PriceTagProps } from "./PriceTag/PriceTag.tsx";
export { formatMoney, type MoneyOptions } from "./money/formatMoney.ts";
export { EmptyState, type EmptyStateProps } from "./EmptyState/EmptyState.tsx";
export {
  ErrorFallback,
  ErrorBoundary,
  type ErrorFallbackProps,
  type ErrorBoundaryProps,
} from "./ErrorFallback/ErrorFallback.tsx";
