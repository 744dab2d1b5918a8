import { maintenanceUnitApi, type MaintenancePriceApply } from '@/api/company';
import { pathTo } from '@/routes/lookup';
import { ApplicationView } from './ApplicationView';
import { priceCatalogue } from './declarations';

/** maintenance-price-apply-detail?id=: one maintenance price application. */
export default function MaintenancePriceApplyDetail() {
  return (
    <ApplicationView<MaintenancePriceApply>
      catalogue={priceCatalogue}
      load={maintenanceUnitApi.price}
      listPath={pathTo('company_service_maint_price')}
    />
  );
}
