import {
  AppFooter,
  AppHeader,
  ChatButton,
  ConfirmDialog,
  ExecutiveBanner,
  Loader,
  NotificationPanel,
  PageLayout,
  PageMessage,
  ToastRegion,
} from '@inversiones/design-system';
import { startTransition, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { isEnrolmentPending } from '../../store/enrolment.ts';
import { ErrorModal } from '../../features/shell/ErrorModal.tsx';
import { MissingDataModal } from '../../features/missing-data/MissingDataModal.tsx';
import { NotificationDialog } from '../../features/shell/NotificationDialog.tsx';
import { refreshPendingSignatures } from '../../features/order-signing/pending.ts';
import { withPendingCount } from '../../features/order-signing/pending-menu.ts';
import { ownInvestorProfile } from '../../features/shell/own-profile.ts';
import { buildProfileMenu, LOGOUT_ACTION } from '../../features/shell/profile-menu.ts';
import {
  loadChatLink,
  loadMissingData,
  type MissingData,
} from '../../features/shell/shell-data.ts';
import * as messages from '../../messages.ts';
import { SessionWatch } from '../../session/SessionWatch.tsx';
import { loadClient } from '../../session/load-client.ts';
import { loadMenu } from '../../session/load-menu.ts';
import { loadNotifications, markNotificationRead } from '../../session/load-notifications.ts';
import { clientState } from '../../store/client.ts';
import { menuState } from '../../store/menu.ts';
import { pendingSignaturesState } from '../../store/pending-signatures.ts';
import {
  notificationsState,
  toggleNotificationPanel,
  type NotificationItem,
} from '../../store/notifications.ts';
import { sessionState } from '../../store/session.ts';
import { WizardLauncher } from '../../wizard/launcher/WizardLauncher.tsx';
import { RequireLogin } from '../guards/RequireLogin.tsx';

const PANEL_ID = 'panel-notificaciones';

/** Spec 2: the authenticated shell (login guard, header, banner, footer) around its areas. */
export function AppShell() {
  return (
    <RequireLogin>
      <AuthenticatedShell />
    </RequireLogin>
  );
}

function fullName(client: { Nombre: string; ApellidoPaterno: string; ApellidoMaterno: string }) {
  return [client.Nombre, client.ApellidoPaterno, client.ApellidoMaterno].filter(Boolean).join(' ');
}

function AuthenticatedShell() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSnapshot(sessionState);
  const { client, error: clientError } = useSnapshot(clientState);
  const { items: menu, error: menuError } = useSnapshot(menuState);
  const notifications = useSnapshot(notificationsState);
  const pendingSignatures = useSnapshot(pendingSignaturesState);
  // undefined while asked: the banner's chat button is part of the chrome that appears at once.
  const [chatUrl, setChatUrl] = useState<string | null | undefined>(undefined);
  const [missing, setMissing] = useState<MissingData | null>(null);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [opened, setOpened] = useState<{ item: NotificationItem; readFailed: boolean } | null>(
    null,
  );

  // Each profile has its own client, menu, chat and pending data.
  const owner = `${session.sessionId ?? ''}|${session.profileCode ?? session.rut ?? ''}`;
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    void loadClient();
    loadMenu().catch(() => undefined);
    // The menu's count of orders to sign (and the home's notice): a hint, it holds nothing up.
    void refreshPendingSignatures();
    // Transitions: the whole chrome renders again for the chat button, in slices.
    loadChatLink(signal).then(
      (url) => startTransition(() => setChatUrl(url)),
      () => {
        if (!signal.aborted) startTransition(() => setChatUrl(null));
      },
    );
    // The chat is optional: a slow answer does not hold the page (the button comes later).
    const chatWait = setTimeout(
      () => startTransition(() => setChatUrl((url) => (url === undefined ? null : url))),
      1500,
    );
    if (isEnrolmentPending()) loadMissingData(signal).then(setMissing, () => setMissing(null));
    return () => {
      clearTimeout(chatWait);
      controller.abort();
    };
  }, [owner]);

  // The chrome appears once, complete: header, banner (with its chat button) and menu do not
  // push the page as they load.
  const loaded =
    (client !== null || clientError !== null) &&
    (menu !== null || menuError !== null) &&
    chatUrl !== undefined;
  // The chrome and the page mount in a transition, in slices: the store's update that completes
  // them would otherwise render everything in one long task (a phone's main thread held ~0.2 s).
  const [shown, setShown] = useState(loaded);
  // Another profile's chrome loads again: back to the loader (state adjusted while rendering).
  if (!loaded && shown) setShown(false);
  useEffect(() => {
    if (loaded && !shown) startTransition(() => setShown(true));
  }, [loaded, shown]);
  // A page-level status, not the modal saving overlay: there is nothing behind it to block, and a
  // modal's focus trap, scroll lock and focus restore cost a phone ~0.1 s to mount and remove.
  if (!loaded || !shown) {
    return (
      <PageMessage>
        <Loader label={messages.shell.loadingClient} />
      </PageMessage>
    );
  }

  const executive = client?.Ejecutivos[0];
  const profileMenu = buildProfileMenu({
    ...session.flags,
    activeCompany: Boolean(session.rut) && !session.flags.naturalPerson,
  });

  return (
    <PageLayout
      header={
        <AppHeader
          clientName={client ? fullName(client) : (session.profileName ?? '')}
          profile={ownInvestorProfile(client, session.flags.naturalPerson)}
          // A mandatary in a company's session sees for whom and as what they act.
          actingAs={session.flags.naturalPerson ? undefined : (session.profileRole ?? undefined)}
          executive={executive ? { name: executive.Nombre, email: executive.Email } : undefined}
          // The banner below names the executive: once is enough.
          showExecutive={false}
          menu={withPendingCount(menu ?? [], pendingSignatures.total)}
          currentRoute={pathname}
          profileMenu={profileMenu}
          onProfileAction={(id) => {
            if (id === LOGOUT_ACTION) setConfirmLogout(true);
          }}
          notificationCount={notifications.count}
          isNotificationsOpen={notifications.panelOpen}
          onNotificationsToggle={() => {
            const open = !notificationsState.panelOpen;
            toggleNotificationPanel(open);
            if (open) loadNotifications().catch(() => undefined);
          }}
          notificationPanelId={PANEL_ID}
          notificationPanel={
            <NotificationPanel
              id={PANEL_ID}
              isOpen={notifications.panelOpen}
              onClose={() => toggleNotificationPanel(false)}
              onOpen={(notification) => {
                const item = notifications.items.find((n) => String(n.id) === notification.id);
                if (!item) return;
                toggleNotificationPanel(false);
                setOpened({ item, readFailed: false });
                markNotificationRead(item.id).catch(() => {
                  setOpened((now) => (now?.item.id === item.id ? { item, readFailed: true } : now));
                  loadNotifications().catch(() => undefined);
                });
              }}
              notifications={notifications.items.map((n) => ({ ...n, id: String(n.id) }))}
            />
          }
        />
      }
      banner={
        executive ? (
          <ExecutiveBanner
            name={executive.Nombre}
            email={executive.Email}
            // Spec 1 and 6: natural persons book an online meeting with their executive.
            canSchedule={session.flags.naturalPerson}
            // In the banner the chat covers nothing; it floats only when there is no banner.
            actions={<ChatButton enabled={Boolean(chatUrl)} url={chatUrl} isInline />}
          />
        ) : null
      }
      footer={<AppFooter />}
      floatingAction={executive || !chatUrl ? null : <ChatButton enabled url={chatUrl} />}
      overlays={
        <>
          <ConfirmDialog
            kind="logout"
            isOpen={confirmLogout}
            onOpenChange={setConfirmLogout}
            onConfirm={() => void navigate('/logout')}
          />
          <MissingDataModal missing={missing} onClose={() => setMissing(null)} />
          <NotificationDialog
            notification={opened?.item ?? null}
            readFailed={opened?.readFailed}
            onClose={() => setOpened(null)}
          />
          <WizardLauncher suspended={missing !== null} />
          <ErrorModal />
          <SessionWatch />
          <ToastRegion />
        </>
      }
    >
      <Suspense fallback={<Loader label={messages.loading} />}>
        <Outlet />
      </Suspense>
    </PageLayout>
  );
}
