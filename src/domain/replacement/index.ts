export * from './assess';
export * from './refrigerant';
export * from './service-life';
