// System module entry of @schools/ui-alerts: the alert bar, loaded only while an alert is live.
export * from './ui-alerts/index';
