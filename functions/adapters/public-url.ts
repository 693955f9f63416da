import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { config } from '@functions/platform/config';

let publicUrl: Promise<string> | undefined;

/** Where the app is served, for links in mails; read once per container. */
export function getPublicUrl(): Promise<string> {
  publicUrl ??= config.PUBLIC_URL ? Promise.resolve(config.PUBLIC_URL) : readParameter(config.PUBLIC_URL_PARAMETER!);
  return publicUrl;
}

async function readParameter(name: string): Promise<string> {
  const { Parameter } = await new SSMClient({ region: config.AWS_REGION }).send(new GetParameterCommand({ Name: name }));
  if (!Parameter?.Value) throw new Error(`The parameter ${name} is empty`);
  return Parameter.Value;
}

/** A link to a route of the app, e.g. appLink('/verify', { token }) → https://app/verify?token=... */
export async function appLink(path: string, query: Record<string, string> = {}): Promise<string> {
  const url = new URL(path, await getPublicUrl());
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}
