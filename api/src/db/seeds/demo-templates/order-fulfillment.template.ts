import { AUTHORS } from './authors';
import {
  asBoolean,
  credential,
  CREDENTIALS,
  fromList,
  ifParams,
  setFields,
} from './parameter-helpers';
import {
  BASE,
  chain,
  defineTemplate,
  link,
  node,
  sticky,
  type DemoTemplate,
} from './workflow-builder';

/** WooCommerce fulfilment from paid order to tracking email, with a backorder branch. */
export const ORDER_FULFILLMENT_TEMPLATE: DemoTemplate = defineTemplate({
  slug: 'woocommerce-order-fulfillment',
  name: 'End-to-End Order Fulfillment for WooCommerce',
  author: AUTHORS.team,
  description:
    'From "order placed" to "it\'s on its way" without touching the admin. Paid WooCommerce ' +
    'orders are checked line by line against stock. When everything is available the workflow ' +
    'buys the cheapest shipping label, completes the order with tracking details, emails the ' +
    'customer and logs the shipment. Otherwise the order goes on hold, the warehouse is alerted ' +
    'and the customer gets an honest delay notice.',
  daysAgo: 9,
  document: true,
  nodes: [
    node(
      'WooCommerce Trigger',
      `${BASE}.wooCommerceTrigger`,
      1,
      [0, 1],
      { event: 'order.created' },
      CREDENTIALS.wooCommerce,
    ),
    node(
      'Get Order',
      `${BASE}.wooCommerce`,
      1,
      [1, 1],
      { resource: 'order', operation: 'get', orderId: '={{ $json.id }}' },
      CREDENTIALS.wooCommerce,
    ),
    node(
      'Paid?',
      `${BASE}.if`,
      2.2,
      [2, 1],
      ifParams([{ left: '={{ $json.status }}', op: 'equals', right: 'processing' }]),
    ),
    node('Ignore Unpaid', `${BASE}.noOp`, 1, [3, 3]),
    node('Split Line Items', `${BASE}.splitOut`, 1, [3, 1], {
      fieldToSplitOut: 'line_items',
      options: {},
    }),
    node(
      'Get Product Stock',
      `${BASE}.wooCommerce`,
      1,
      [4, 1],
      { resource: 'product', operation: 'get', productId: '={{ $json.product_id }}' },
      CREDENTIALS.wooCommerce,
    ),
    node(
      'Line Available',
      `${BASE}.set`,
      3.4,
      [5, 1],
      setFields({
        sku: '={{ $json.sku }}',
        available: asBoolean(
          "={{ !$json.manage_stock || $json.stock_quantity >= $('Split Line Items').item.json.quantity }}",
        ),
      }),
    ),
    node('Collect Lines', `${BASE}.aggregate`, 1, [6, 1], {
      fieldsToAggregate: {
        fieldToAggregate: [{ fieldToAggregate: 'available' }, { fieldToAggregate: 'sku' }],
      },
      options: {},
    }),
    node(
      'All in Stock?',
      `${BASE}.if`,
      2.2,
      [7, 1],
      ifParams([{ left: '={{ $json.available.every(Boolean) }}', op: 'true', type: 'boolean' }]),
    ),
    node(
      'Shipping Address',
      `${BASE}.set`,
      3.4,
      [8, 0],
      setFields({
        orderId: "={{ $('Get Order').item.json.id }}",
        name: "={{ $('Get Order').item.json.shipping.first_name }} {{ $('Get Order').item.json.shipping.last_name }}",
        postcode: "={{ $('Get Order').item.json.shipping.postcode }}",
        country: "={{ $('Get Order').item.json.shipping.country }}",
        email: "={{ $('Get Order').item.json.billing.email }}",
      }),
    ),
    node(
      'Get Shipping Rates',
      `${BASE}.httpRequest`,
      4.2,
      [9, 0],
      {
        method: 'POST',
        url: 'https://api.shipping-provider.example/v1/rates',
        authentication: 'genericCredentialType',
        genericAuthType: 'httpHeaderAuth',
        sendBody: true,
        specifyBody: 'json',
        jsonBody:
          '={ "to": { "postcode": "{{ $json.postcode }}", "country": "{{ $json.country }}" }, "parcel": { "weight_kg": 1.2 } }',
        options: {},
      },
      credential('httpHeaderAuth', 'Shipping API key'),
    ),
    node(
      'Buy Cheapest Label',
      `${BASE}.httpRequest`,
      4.2,
      [10, 0],
      {
        method: 'POST',
        url: 'https://api.shipping-provider.example/v1/labels',
        authentication: 'genericCredentialType',
        genericAuthType: 'httpHeaderAuth',
        sendBody: true,
        specifyBody: 'json',
        jsonBody:
          '={ "rate_id": "{{ $json.rates.sort((a, b) => a.amount - b.amount)[0].id }}", "reference": "{{ $(\'Shipping Address\').item.json.orderId }}" }',
        options: {},
      },
      credential('httpHeaderAuth', 'Shipping API key'),
    ),
    node(
      'Complete Order',
      `${BASE}.wooCommerce`,
      1,
      [11, 0],
      {
        resource: 'order',
        operation: 'update',
        orderId: "={{ $('Shipping Address').item.json.orderId }}",
        updateFields: {
          status: 'completed',
          metadataUi: {
            metadataValues: [{ key: 'tracking_number', value: '={{ $json.tracking_number }}' }],
          },
        },
      },
      CREDENTIALS.wooCommerce,
    ),
    node(
      'Email Tracking Link',
      `${BASE}.gmail`,
      2.1,
      [12, 0],
      {
        sendTo: "={{ $('Shipping Address').item.json.email }}",
        subject: "=Your order #{{ $('Shipping Address').item.json.orderId }} is on its way",
        message:
          "=Hi {{ $('Shipping Address').item.json.name }}, good news: your parcel has shipped. Track it here: {{ $('Buy Cheapest Label').item.json.tracking_url }}",
        options: { appendAttribution: false },
      },
      CREDENTIALS.gmail,
    ),
    node(
      'Log Shipment',
      `${BASE}.googleSheets`,
      4.5,
      [13, 0],
      {
        operation: 'append',
        documentId: fromList('1ShipmentsSheet', 'Shipments'),
        sheetName: fromList('gid=0', 'Log'),
        columns: {
          mappingMode: 'defineBelow',
          value: {
            Order: "={{ $('Shipping Address').item.json.orderId }}",
            Tracking: "={{ $('Buy Cheapest Label').item.json.tracking_number }}",
            Carrier: "={{ $('Buy Cheapest Label').item.json.carrier }}",
            Date: '={{ $now.toISODate() }}',
          },
        },
        options: {},
      },
      CREDENTIALS.googleSheets,
    ),
    node(
      'Put Order on Hold',
      `${BASE}.wooCommerce`,
      1,
      [8, 2],
      {
        resource: 'order',
        operation: 'update',
        orderId: "={{ $('Get Order').item.json.id }}",
        updateFields: { status: 'on-hold' },
      },
      CREDENTIALS.wooCommerce,
    ),
    node(
      'Alert Warehouse',
      `${BASE}.slack`,
      2.2,
      [9, 2],
      {
        select: 'channel',
        channelId: fromList('C08WAREHOUSE', '#warehouse'),
        text: "=:package: Order #{{ $('Get Order').item.json.id }} is on hold: not enough stock for {{ $('Collect Lines').item.json.sku.filter((s, i) => !$('Collect Lines').item.json.available[i]).join(', ') }}",
        otherOptions: {},
      },
      CREDENTIALS.slack,
    ),
    node(
      'Email Delay Notice',
      `${BASE}.gmail`,
      2.1,
      [10, 2],
      {
        sendTo: "={{ $('Get Order').item.json.billing.email }}",
        subject: "=A short delay on order #{{ $('Get Order').item.json.id }}",
        message:
          'Thanks for your order! One item is being restocked, so your parcel will ship in 3-5 days. We will email you the tracking link as soon as it leaves.',
        options: { appendAttribution: false },
      },
      CREDENTIALS.gmail,
    ),
    sticky(
      'Shipping provider',
      'The two HTTP nodes speak a generic shipping-rates API. Swap the URLs for Shippo, EasyPost or ShipStation and adapt the JSON bodies.',
      [9, -2],
      { height: 160 },
    ),
  ],
  edges: [
    ...chain(
      'WooCommerce Trigger',
      'Get Order',
      'Paid?',
      'Split Line Items',
      'Get Product Stock',
      'Line Available',
      'Collect Lines',
      'All in Stock?',
      'Shipping Address',
      'Get Shipping Rates',
      'Buy Cheapest Label',
      'Complete Order',
      'Email Tracking Link',
      'Log Shipment',
    ),
    link('Paid?', 'Ignore Unpaid', 1),
    link('All in Stock?', 'Put Order on Hold', 1),
    ...chain('Put Order on Hold', 'Alert Warehouse', 'Email Delay Notice'),
  ],
});
