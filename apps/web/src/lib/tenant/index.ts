export {
  TENANT_LOGO_ATTRIBUTE,
  applyTenant,
  getRuntimeConfig,
  loadRuntimeConfig,
  setRuntimeConfig,
  tenantAssetUrl,
  watchTenantLogos,
} from './tenant';
