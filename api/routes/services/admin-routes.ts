import { Service, ServiceInput } from '../../../shared/api/services.ts';
import { crudRoutes } from '../../services/crud-routes.ts';
import { createService, deleteService, listAllServices, updateService } from './services.ts';

/** Staff list every service, active or not, in display order. */
export default crudRoutes({
  path: '/api/admin/services',
  label: 'Service',
  input: ServiceInput,
  record: Service,
  list: listAllServices,
  create: createService,
  update: updateService,
  remove: deleteService,
});
