// Public API of @inversiones/design-system. Importing it also brings the font, theme and reset.
import './styles/index.ts';

export { Button, type ButtonProps } from './components/Button/index.ts';
export { Link, type LinkProps } from './components/Link/index.ts';
export {
  Heading,
  type HeadingLevel,
  type HeadingProps,
  type HeadingSize,
} from './components/Heading/index.ts';
export { Text, type TextElement, type TextProps, type TextTone } from './components/Text/index.ts';
export { Box, type BoxElement, type BoxProps } from './components/Box/index.ts';
export { Stack, type StackProps } from './components/Stack/index.ts';
export { Card, type CardProps } from './components/Card/index.ts';
export { OffscreenRegion, type OffscreenRegionProps } from './components/OffscreenRegion/index.ts';
export { Icon, iconNames, type IconName, type IconProps } from './components/Icon/index.ts';
export { sprinkles, type Sprinkles } from './styles/sprinkles.css.ts';
export { focusRing, nativeFocusRing } from './styles/focus.ts';
export {
  Badge,
  CountBadge,
  NewBadge,
  ProfileBadge,
  investorProfileFromId,
  type BadgeProps,
  type BadgeTone,
  type CountBadgeProps,
  type InvestorProfile,
  type NewBadgeProps,
  type ProfileBadgeProps,
} from './components/Badge/index.ts';
export { Tabs, type TabItem, type TabsProps } from './components/Tabs/index.ts';
export {
  MenuButton,
  MenuList,
  type MenuButtonProps,
  type MenuEntry,
  type MenuListProps,
  type MenuNode,
  type MenuSectionNode,
  type MenuSeparatorNode,
} from './components/Menu/index.ts';
export {
  DataTable,
  type DataTableColumn,
  type DataTableFooterRow,
  type DataTableProps,
  type DataTableSort,
} from './components/DataTable/index.ts';
export {
  AccountSelectTable,
  type AccountSelectTableProps,
  type SelectableAccount,
} from './components/AccountSelectTable/index.ts';
// Overlays, feedback and wizard chrome.
export {
  Dialog,
  DialogTrigger,
  Modal,
  type DialogHeadingImage,
  type DialogProps,
  type ModalProps,
} from './components/Dialog/index.ts';
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmKind,
} from './components/ConfirmDialog/index.ts';
export {
  IdleModal,
  formatCountdown,
  shouldAnnounceCountdown,
  spokenCountdown,
  type IdleModalProps,
} from './components/IdleModal/index.ts';
export {
  Alert,
  toAlertTone,
  type AlertPriority,
  type AlertProps,
  type AlertTone,
} from './components/Alert/index.ts';
export {
  MessageBlock,
  type MessageBlockFile,
  type MessageBlockProps,
} from './components/MessageBlock/index.ts';
export {
  StateMessage,
  type StateMessageProps,
  type StateMessageTone,
} from './components/StateMessage/index.ts';
export {
  ChallengeStatus,
  type ChallengeState,
  type ChallengeStatusProps,
} from './components/ChallengeStatus/index.ts';
export { PinnedMessage, type PinnedMessageProps } from './components/PinnedMessage/index.ts';
export { QrCode, type QrCodeProps } from './components/QrCode/index.ts';
export { SafeHtml, type SafeHtmlProps } from './components/SafeHtml/index.ts';
export { usePageChange, PAGE_HEADING_ATTRIBUTE } from './hooks/use-page-change.ts';
export { sanitizeHtml, allowedTags, allowedAttributes } from './html/sanitize-html.ts';
export {
  ToastRegion,
  clearToasts,
  createToastQueue,
  defaultToastTimeout,
  dismissToast,
  notify,
  toastQueue,
  type NotifyOptions,
  type ToastContent,
  type ToastRegionProps,
  type ToastType,
} from './components/Notification/index.ts';
export { Tooltip, type TooltipProps } from './components/Tooltip/index.ts';
export { InfoTip, type InfoTipProps } from './components/InfoTip/index.ts';
export { Overlay, type OverlayProps } from './components/Overlay/index.ts';
export { Disclosure, type DisclosureProps } from './components/Disclosure/index.ts';
export { Loader, type LoaderProps, type PlaceholderVariant } from './components/Loader/index.ts';
export { Skeleton, type SkeletonProps } from './components/Skeleton/index.ts';
export { Steps, type StepItem, type StepState, type StepsProps } from './components/Steps/index.ts';
export { StepCounter, type StepCounterProps } from './components/StepCounter/index.ts';
export { AppFooter, type AppFooterProps, type FooterLink } from './components/AppFooter/index.ts';
export { ExecutiveBanner, type ExecutiveBannerProps } from './components/ExecutiveBanner/index.ts';
export {
  NotificationPanel,
  type NotificationPanelProps,
  type PortalNotification,
} from './components/NotificationPanel/index.ts';
export {
  AppHeader,
  MobileMenuDrawer,
  toMenuEntries,
  visibleMenuItems,
  type AppHeaderProps,
  type HeaderExecutive,
  type MobileMenuDrawerProps,
  type PortalMenuItem,
} from './components/AppHeader/index.ts';
export { LogoutScreen, type LogoutScreenProps } from './components/LogoutScreen/index.ts';
export { ChatButton, type ChatButtonProps } from './components/ChatButton/index.ts';
export {
  VideoEmbed,
  youTubeEmbedUrl,
  type VideoEmbedProps,
} from './components/VideoEmbed/index.ts';
export { HlsPlayer, type HlsCaptions, type HlsPlayerProps } from './components/HlsPlayer/index.ts';
// App frames and the router bridge.
export {
  NavigationProvider,
  type NavigationProviderProps,
} from './components/NavigationProvider/index.ts';
export { AuthLayout, type AuthLayoutProps } from './components/AuthLayout/index.ts';
export { BrandLogo, brandName, type BrandLogoProps } from './components/BrandLogo/index.ts';
export {
  HeroIllustration,
  type HeroIllustrationProps,
} from './components/HeroIllustration/index.ts';
export { PageLayout, type PageLayoutProps } from './components/PageLayout/index.ts';
export * from './components/Field/index.ts';
export * from './components/FieldShell/index.ts';
export * from './components/TextField/index.ts';
export * from './components/RutField/index.ts';
export * from './components/Select/index.ts';
export * from './components/SerialNumberField/index.ts';
export * from './components/TextArea/index.ts';
export * from './components/CascadingSelect/index.ts';
export * from './components/NumericField/index.ts';
export * from './components/BankAccountField/index.ts';
export * from './components/FileUpload/index.ts';
export * from './components/AcceptConditions/index.ts';
export * from './components/AcceptConditionsBasic/index.ts';
export * from './components/ReadOnlyText/index.ts';
export * from './components/ParagraphCurrency/index.ts';
export * from './components/CurrencyField/index.ts';
// Checkbox, radio and toggle fields.
export * from './components/Checkbox/index.ts';
export * from './components/CheckboxGroup/index.ts';
export * from './components/CheckboxList/index.ts';
export * from './components/RadioGroup/index.ts';
export * from './components/RadioList/index.ts';
export * from './components/RadioGroupWithSpecify/index.ts';
export * from './components/CheckboxGroupWithSpecify/index.ts';
export * from './components/Toggle/index.ts';
export * from './components/EmailField/index.ts';
export * from './components/OneTimeCodeField/index.ts';
export * from './components/PhoneField/index.ts';
export * from './components/DateField/index.ts';
export * from './components/DatePicker/index.ts';
export { preloadDeferredParts } from './lazy/deferred-parts.ts';
export { DeferredDataTable } from './lazy/deferred-data-table.tsx';
export { PageMessage, type PageMessageProps } from './components/PageMessage/index.ts';
export { Form, type FormProps } from './components/Form/index.ts';
export * from './components/FieldGrid/index.ts';
// Investment domain: investor profile, contracts and signing, administrable lists, funds,
// downloads and heroes.
export * from './components/Poll/index.ts';
export * from './components/ProfileIndicator/index.ts';
export * from './components/InvestorProfileView/index.ts';
export * from './components/ContractList/index.ts';
export * from './components/SignedDocumentsList/index.ts';
export * from './components/SignedDocumentPanel/index.ts';
export * from './components/SigningTable/index.ts';
export * from './components/DocumentSigningList/index.ts';
export * from './components/ManagerList/index.ts';
export * from './components/BeneficiaryCard/index.ts';
export * from './components/BeneficiaryStatusBadge/index.ts';
export * from './components/TransferStatusBadge/index.ts';
export * from './components/PayTransactionStatusBadge/index.ts';
export * from './components/PayTransactionList/index.ts';
export * from './components/QuoteCountdown/index.ts';
export * from './components/FundCard/index.ts';
export * from './components/BalanceSummary/index.ts';
export * from './components/MovementList/index.ts';
export * from './components/HoldingsTable/index.ts';
export * from './components/PriceChange/index.ts';
export * from './components/StockPriceTable/index.ts';
// Share trading (issue 26): the order's data step and the client's orders.
export * from './components/OrderTicket/index.ts';
export * from './components/OrderStatusList/index.ts';
export * from './components/AllocationChart/index.ts';
export * from './components/IndicatorStrip/index.ts';
export * from './components/PortfolioSummary/index.ts';
export * from './components/Pagination/index.ts';
export * from './components/FactList/index.ts';
export * from './components/PasswordRules/index.ts';
export * from './components/SessionList/index.ts';
export * from './components/RiskLevelIndicator/index.ts';
export * from './components/ShortcutGrid/index.ts';
export * from './components/PayButtonList/index.ts';
export * from './components/DownloadList/index.ts';
export * from './components/BulkDownloadBar/index.ts';
export * from './components/DocumentTable/index.ts';
export * from './components/YearPicker/index.ts';
export * from './components/LandingHero/index.ts';
export * from './components/CampaignHero/index.ts';
// Wizard chrome and form feedback.
export * from './components/WizardFrame/index.ts';
export * from './components/WizardActions/index.ts';
export * from './components/SavingScreen/index.ts';
export * from './components/ResultPanel/index.ts';
export * from './components/SuccessPanel/index.ts';
export * from './components/ErrorSummary/index.ts';
// Charts and the period choice of the investment screens.
export * from './components/TimeSeriesChart/index.ts';
export * from './components/ProjectionChart/index.ts';
export * from './components/PeriodSelector/index.ts';
export * from './components/SegmentedLinks/index.ts';
export * from './components/PasswordField/index.ts';
export * from './components/SignatoryList/index.ts';
export * from './components/MandataryList/index.ts';
// The mutual-fund invest/redeem flow.
export * from './components/OperationSteps/index.ts';
export * from './components/AmountEntry/index.ts';
export * from './components/OperationSummary/index.ts';
export * from './components/OperationReview/index.ts';
export * from './components/OperationVoucher/index.ts';
export * from './components/ProfileFitAcceptance/index.ts';
