import { Navigate, useParams } from 'react-router-dom';
import { postLoginTarget } from './post-login-target.ts';

/** /redirect/:fundId/:serieId/:cuentaId/:target, inside the login guard: goes to the target. */
export function PostLoginRedirectPage() {
  return <Navigate to={postLoginTarget(useParams())} replace />;
}
