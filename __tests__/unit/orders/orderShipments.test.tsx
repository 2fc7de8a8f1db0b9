import { screen, within } from '@testing-library/react';
import { OrderDetailsView } from '../../../src/features/orders/OrderDetailsView';
import { orderWith, taxedUsd, type OrderDetails } from '../../support/fixtures/orders';
import { renderWithProviders } from '../../support/render';

// An order's shipments as the order page shows them (Saleor's Order.fulfillments): each by its
// number, with its status, what it carried and its tracking number (a link when it is a web address).

const line = (id: string, productName: string, quantity: number): OrderDetails['lines'][number] => ({
  id,
  quantity,
  productName,
  variantName: productName,
  translatedProductName: '',
  translatedVariantName: '',
  productSku: null,
  thumbnail: null,
  unitPrice: taxedUsd(10),
  totalPrice: taxedUsd(10 * quantity),
  undiscountedUnitPrice: taxedUsd(10),
});

const partlyShipped = orderWith({
  number: '1042',
  status: 'PARTIALLY_FULFILLED',
  lines: [line('T3JkZXJMaW5lOjE=', 'Arc Table Lamp', 3), line('T3JkZXJMaW5lOjI=', 'Brass Desk Lamp', 1)],
  fulfillments: [
    {
      id: 'RnVsZmlsbG1lbnQ6MQ==',
      fulfillmentOrder: 1,
      status: 'FULFILLED',
      trackingNumber: '1Z999AA10123456784',
      created: '2026-11-25T10:00:00Z',
      lines: [{ id: 'RnVsZmlsbG1lbnRMaW5lOjE=', quantity: 2, orderLine: { id: 'T3JkZXJMaW5lOjE=' } }],
    },
    {
      id: 'RnVsZmlsbG1lbnQ6Mg==',
      fulfillmentOrder: 2,
      status: 'FULFILLED',
      trackingNumber: 'https://track.example/parcel?id=42',
      created: '2026-11-26T10:00:00Z',
      lines: [{ id: 'RnVsZmlsbG1lbnRMaW5lOjI=', quantity: 1, orderLine: { id: 'T3JkZXJMaW5lOjI=' } }],
    },
  ],
});

it('shows each shipment with its number, status, lines and tracking number', () => {
  renderWithProviders(<OrderDetailsView order={partlyShipped} />);

  expect(screen.getByText('Partly shipped', { selector: '.MuiChip-label' })).toBeVisible();
  const section = screen.getByRole('region', { name: 'Shipments' });
  const shipments = within(section).getAllByRole('listitem', { name: /^Shipment / });
  expect(shipments).toHaveLength(2);
  expect(within(shipments[0]).getByRole('heading', { name: 'Shipment 1042-1' })).toBeVisible();
  expect(within(shipments[0]).getByText('Shipped', { selector: '.MuiChip-label' })).toBeVisible();
  expect(within(shipments[0]).getByRole('list', { name: 'Items in this shipment' })).toHaveTextContent(
    '2 × Arc Table Lamp',
  );
  expect(shipments[0]).toHaveTextContent('Tracking number: 1Z999AA10123456784');
  expect(within(shipments[0]).queryByRole('link')).not.toBeInTheDocument();
  const link = within(shipments[1]).getByRole('link', { name: 'https://track.example/parcel?id=42' });
  expect(link).toHaveAttribute('href', 'https://track.example/parcel?id=42');
  expect(shipments[1]).toHaveTextContent('1 × Brass Desk Lamp');
});

it('says when a shipment has no tracking number, and shows no section before anything ships', () => {
  const { unmount } = renderWithProviders(
    <OrderDetailsView
      order={{
        ...partlyShipped,
        fulfillments: [{ ...partlyShipped.fulfillments[0], trackingNumber: '' }],
      }}
    />,
  );
  expect(screen.getByRole('region', { name: 'Shipments' })).toHaveTextContent('No tracking number');
  unmount();
  renderWithProviders(<OrderDetailsView order={orderWith({})} />);
  expect(screen.queryByRole('region', { name: 'Shipments' })).not.toBeInTheDocument();
});
