// A stock OAuth 2.0 client (openid-client) obtains and renews tokens and recognises every token-endpoint error
// (issue #13): it must be able to tell a bad secret from a bad refresh token from an unsupported grant.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import * as oauth from 'openid-client';
import { ADMIN_CLIENT_ID, ADMIN_CLIENT_SECRET, startServer } from '../helpers/start-server.ts';

function configurationFor(url: string, secret = ADMIN_CLIENT_SECRET): oauth.Configuration {
  const config = new oauth.Configuration({ issuer: url, token_endpoint: `${url}/api/v1/auth/token` }, ADMIN_CLIENT_ID, undefined, oauth.ClientSecretBasic(secret));
  // The test server speaks plain HTTP on loopback.
  oauth.allowInsecureRequests(config);
  return config;
}

async function oauthErrorOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    // A 401 comes back as its challenge; other errors as the response body.
    if (error instanceof oauth.WWWAuthenticateChallengeError) return error.cause[0]!.parameters.error!;
    assert.ok(error instanceof oauth.ResponseBodyError, `expected an OAuth error response, got ${String(error)}`);
    return error.error;
  }
  assert.fail('expected the request to fail');
}

describe('openid-client against the token endpoint', () => {
  test('obtains a token with client credentials and renews it with the refresh token', async (t) => {
    const { url } = await startServer(t);
    const config = configurationFor(url);
    const tokens = await oauth.clientCredentialsGrant(config);
    assert.equal(typeof tokens.access_token, 'string');
    const renewed = await oauth.refreshTokenGrant(config, tokens.refresh_token!);
    assert.equal(typeof renewed.access_token, 'string');
  });

  test('recognises a wrong secret as invalid_client', async (t) => {
    const { url } = await startServer(t);
    assert.equal(await oauthErrorOf(oauth.clientCredentialsGrant(configurationFor(url, 'wrong-secret'))), 'invalid_client');
  });

  test('recognises a bad refresh token as invalid_grant', async (t) => {
    const { url } = await startServer(t);
    assert.equal(await oauthErrorOf(oauth.refreshTokenGrant(configurationFor(url), 'not-a-refresh-token')), 'invalid_grant');
  });

  test('recognises an unsupported grant as unsupported_grant_type', async (t) => {
    const { url } = await startServer(t);
    assert.equal(await oauthErrorOf(oauth.genericGrantRequest(configurationFor(url), 'password', { username: 'a', password: 'b' })), 'unsupported_grant_type');
  });
});
