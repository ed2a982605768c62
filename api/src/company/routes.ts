import { company } from '@inversiones/contract';
import { normalizeRut } from '@inversiones/es-cl';
import { Hono, type Context } from 'hono';
import { activeRut, type AppEnv, type Deps } from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import { implementer } from '../platform/implement.ts';
import { activeKinds, kindOf, tipoOf } from '../security-pass/methods.ts';
import { codeCheck } from '../security-pass/code-check.ts';
import { proveCode } from '../security-pass/prove-code.ts';
import { signatureCounters } from '../security-pass/signature-code.ts';
import { findCompany, listAttorneys, listContracts } from './company-queries.ts';
import { companyMessages as m, contractNames } from './messages.ts';
import { setSignatories, signContract } from './signing.ts';
import { checkSignatories } from './spf.ts';

/**
 * The company profile (`clientePersonaJuridica`): the data, attorneys and contract signing of
 * the company the session acts for. The rut always comes from the session, never the request.
 */
export function companyRoutes(deps: Deps) {
  const { db, now } = deps;
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  // Code entries of signatures count apart from the security-pass calls; the method's block
  // after five wrong codes is kept in the database and shared by both.
  const counters = signatureCounters();

  const contractType = (tipo: string): company.ContractType => {
    const parsed = company.contractTypeSchema.safeParse(tipo);
    if (!parsed.success) throw new ApiError(404, m.unknownContract);
    return parsed.data;
  };
  const attorneysOf = async (c: Context<AppEnv>) => {
    const attorneys = await listAttorneys(db, activeRut(c));
    if (!attorneys.length) throw new ApiError(404, m.notFound);
    return attorneys;
  };
  const contractOf = async (c: Context<AppEnv>, type: company.ContractType) => {
    const attorneys = await listAttorneys(db, activeRut(c));
    const user = c.get('account').client.rut;
    const [contract] = await listContracts(db, activeRut(c), user, attorneys, type);
    if (!contract) throw new ApiError(404, m.notFound);
    return contract;
  };

  implement(company.companyProfile, async (c) => {
    const empresa = await findCompany(db, activeRut(c));
    if (!empresa) throw new ApiError(404, m.notFound);
    const { client } = c.get('account');
    const apoderados = await listAttorneys(db, empresa.rut);
    return {
      empresa,
      apoderados,
      contratos: await listContracts(db, empresa.rut, client.rut, apoderados),
      rutUsuario: client.rut,
      segundoFactor: (await activeKinds(db, client.id)).map(tipoOf),
    };
  });

  implement(company.validateSignatories, async (c, { params, request }) => {
    const type = contractType(params.tipo);
    const verdict = checkSignatories(
      await attorneysOf(c),
      request.RutApoderados.map(normalizeRut),
      type,
    );
    if (!verdict.ok) throw new ApiError(422, verdict.reason, ['RutApoderados']);
    const outcome = await setSignatories(db, activeRut(c), type, verdict.signers, now());
    if (outcome === 'signed') throw new ApiError(409, m.alreadySigned(contractNames[type]));
    if (outcome === 'started') throw new ApiError(409, m.signingStarted(contractNames[type]));
    return contractOf(c, type);
  });

  implement(company.signContract, async (c, { params, request }) => {
    const type = contractType(params.tipo);
    const name = contractNames[type];
    const { client } = c.get('account');
    const before = await contractOf(c, type);
    const repeat = before.firmantes.some((f) => f.rut === client.rut && f.firmadoEl !== null);
    // A retry of a signature already made answers the contract without asking a code again.
    if (!repeat) {
      if (before.estado === 'firmado') throw new ApiError(409, m.alreadySigned(name));
      if (before.estado === 'pendiente') throw new ApiError(409, m.notValidated(name));
      if (!before.puedeFirmar) throw new ApiError(403, m.notSignatory(name));
      const kinds = await activeKinds(db, client.id);
      if (kinds.length) {
        const kind = request.metodo ? kindOf(request.metodo) : undefined;
        if (!kind || !kinds.includes(kind) || !request.codigo) {
          throw new ApiError(400, m.codeRequired, ['codigo']);
        }
        const check = codeCheck(
          db,
          kind,
          'firma',
          c.get('session').publicId,
          request.codigo,
          now(),
        );
        const proven = await proveCode(c, deps, counters, kind, 'firma', check);
        if (proven instanceof Response) return proven;
      }
    }
    const outcome = await signContract(
      db,
      activeRut(c),
      type,
      client.rut,
      request.authorizationId,
      now(),
    );
    if (outcome === 'reused') throw new ApiError(409, m.authorizationReused);
    if (outcome === 'closed') throw new ApiError(409, m.alreadySigned(name));
    if (outcome === 'notValidated') throw new ApiError(409, m.notValidated(name));
    if (outcome === 'notSignatory') throw new ApiError(403, m.notSignatory(name));
    return contractOf(c, type);
  });

  return app;
}
