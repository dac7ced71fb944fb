export class HealthDto {
  status: 'ok';
  database: 'up';
}
