import { useCallback, useState } from 'react';

import { readItem, writeItem } from '@/lib/storage';

// §2: the toggles are local only. They survive a reload on this device under one key.
export const NOTIFICATION_SETTINGS_KEY = 'notification_settings';

export interface NotificationSettings {
  email: boolean;
  sms: boolean;
  marketing: boolean;
}

export type NotificationSetting = keyof NotificationSettings;

// §2 defaults: email on, SMS off, marketing on.
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  email: true,
  sms: false,
  marketing: true,
};

/** Stored settings are never trusted: each value is kept only when it is a boolean. */
export function readNotificationSettings(): NotificationSettings {
  let stored: unknown = null;
  try {
    stored = JSON.parse(readItem(NOTIFICATION_SETTINGS_KEY) ?? 'null');
  } catch {
    stored = null;
  }
  const record =
    typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const pick = (key: NotificationSetting) =>
    typeof record[key] === 'boolean' ? record[key] : DEFAULT_NOTIFICATION_SETTINGS[key];
  return { email: pick('email'), sms: pick('sms'), marketing: pick('marketing') };
}

export function useNotificationSettings() {
  const [settings, setSettings] = useState(readNotificationSettings);
  const toggle = useCallback(
    (key: NotificationSetting, value: boolean) => {
      const next = { ...settings, [key]: value };
      writeItem(NOTIFICATION_SETTINGS_KEY, JSON.stringify(next));
      setSettings(next);
    },
    [settings],
  );
  return { settings, toggle };
}
