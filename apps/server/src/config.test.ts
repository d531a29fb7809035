import { describe, expect, it } from 'vitest';
import { ConfigError, isConsoleMailEnv, loadConfig } from './config';

describe('configuration', () => {
  it('starts on the embedded defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      TENANT_ID: 'demo',
      APP_ENV: 'development',
      PUBLIC_URL: 'http://localhost:3000',
    });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('names every bad setting in one clear message', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'nonsense', TENANT_ID: 'Bad Tenant!', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const key of ['PORT', 'DATABASE_URL', 'TENANT_ID', 'LOG_LEVEL'])
      expect(message).toContain(`${key}:`);
  });

  it('derives PUBLIC_URL from PORT and trims a trailing slash', () => {
    expect(loadConfig({ PORT: '4000' }).PUBLIC_URL).toBe('http://localhost:4000');
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.org/' }).PUBLIC_URL).toBe(
      'https://portal.example.org',
    );
  });

  it('refuses to start outside development and test without SMTP_URL, naming the setting', () => {
    for (const APP_ENV of ['production', 'staging', 'Development']) {
      expect(() => loadConfig({ APP_ENV })).toThrow(ConfigError);
      expect(() => loadConfig({ APP_ENV })).toThrow(/SMTP_URL: SMTP_URL is required when APP_ENV/);
    }
    expect(loadConfig({ APP_ENV: 'production', SMTP_URL: 'smtps://u:p@smtp.example.org:465' }).SMTP_URL).toBe(
      'smtps://u:p@smtp.example.org:465',
    );
  });

  it('keeps the console outbox for development and test only', () => {
    expect(loadConfig({ APP_ENV: 'development' }).SMTP_URL).toBeUndefined();
    expect(loadConfig({ APP_ENV: 'test' }).SMTP_URL).toBeUndefined();
    expect(isConsoleMailEnv('development')).toBe(true);
    expect(isConsoleMailEnv('test')).toBe(true);
    expect(isConsoleMailEnv('production')).toBe(false);
    expect(isConsoleMailEnv('staging')).toBe(false);
  });
});
