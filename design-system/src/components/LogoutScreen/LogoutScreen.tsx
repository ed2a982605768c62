import * as messages from '../../messages.ts';
import { Heading } from '../Heading/index.ts';
import { Loader } from '../Loader/index.ts';
import { Text } from '../Text/index.ts';
import { box, screen } from './LogoutScreen.css.ts';

export interface LogoutScreenProps {
  /** Defaults to the spec's 'Su sesión se está cerrando'. */
  title?: string;
  /** Defaults to the spec's 'En breve será redirigido al sitio público.'. */
  message?: string;
}

/** Shown while the session closes, before going to the public site. */
export function LogoutScreen({
  title = messages.logout.title,
  message = messages.logout.body,
}: LogoutScreenProps) {
  return (
    <main className={screen}>
      <div className={box}>
        <Heading level={1} size="2xl">
          {title}
        </Heading>
        <Text tone="secondary" size="lg">
          {message}
        </Text>
        <Loader kind="spinner" label={messages.logout.status} hideLabel />
      </div>
    </main>
  );
}
