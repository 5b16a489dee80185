import { AUTHORS } from './authors';
import {
  asNumber,
  CREDENTIALS,
  filterParams,
  fromList,
  ifParams,
  setFields,
} from './parameter-helpers';
import { BASE, chain, defineTemplate, node, type DemoTemplate } from './workflow-builder';

/** Shop operations for Shopify and WooCommerce: orders, stock, carts and catalogue sync. */
export const ECOMMERCE_TEMPLATES: DemoTemplate[] = [
  defineTemplate({
    slug: 'shopify-orders-sheets-slack',
    name: 'Shopify Orders to Google Sheets with High-Value Alerts',
    author: AUTHORS.noor,
    description:
      'A live order log without exports. Each new Shopify order is flattened into one row in ' +
      'Google Sheets (number, customer, total, items, country). Orders over $500 are tagged VIP ' +
      'in Shopify and announced in Slack so someone can add a handwritten thank-you note.',
    daysAgo: 276,
    document: true,
    nodes: [
      node(
        'Shopify Trigger',
        `${BASE}.shopifyTrigger`,
        1,
        [0, 0],
        { authentication: 'accessToken', topic: 'orders/create' },
        CREDENTIALS.shopify,
      ),
      node(
        'Flatten Order',
        `${BASE}.set`,
        3.4,
        [1, 0],
        setFields({
          orderNumber: '={{ $json.name }}',
          customer: '={{ $json.customer.first_name }} {{ $json.customer.last_name }}',
          email: '={{ $json.email }}',
          total: asNumber('={{ Number($json.total_price) }}'),
          items: "={{ $json.line_items.map(i => i.quantity + '× ' + i.title).join(', ') }}",
          country: '={{ $json.shipping_address?.country_code }}',
          orderId: '={{ $json.id }}',
        }),
      ),
      node(
        'Append Order Row',
        `${BASE}.googleSheets`,
        4.5,
        [2, 0],
        {
          operation: 'append',
          documentId: fromList('1ShopOrdersSheet', 'Shop orders'),
          sheetName: fromList('gid=0', 'Orders'),
          columns: { mappingMode: 'autoMapInputData', value: {} },
          options: {},
        },
        CREDENTIALS.googleSheets,
      ),
      node(
        'Over $500?',
        `${BASE}.if`,
        2.2,
        [3, 0],
        ifParams([{ left: "={{ $('Flatten Order').item.json.total }}", op: 'gt', right: 500 }]),
      ),
      node(
        'Tag as VIP',
        `${BASE}.shopify`,
        1,
        [4, 0],
        {
          authentication: 'accessToken',
          operation: 'update',
          orderId: "={{ $('Flatten Order').item.json.orderId }}",
          updateFields: { tags: 'vip' },
        },
        CREDENTIALS.shopify,
      ),
      node(
        'Announce in Slack',
        `${BASE}.slack`,
        2.2,
        [5, 0],
        {
          select: 'channel',
          channelId: fromList('C08ORDERS', '#orders'),
          text: "=:gem: VIP order {{ $('Flatten Order').item.json.orderNumber }} from {{ $('Flatten Order').item.json.customer }}: ${{ $('Flatten Order').item.json.total }}\n{{ $('Flatten Order').item.json.items }}",
          otherOptions: {},
        },
        CREDENTIALS.slack,
      ),
    ],
    edges: chain(
      'Shopify Trigger',
      'Flatten Order',
      'Append Order Row',
      'Over $500?',
      'Tag as VIP',
      'Announce in Slack',
    ),
  }),

  defineTemplate({
    slug: 'woocommerce-low-stock',
    name: 'WooCommerce Low Stock Alerts',
    author: AUTHORS.lucas,
    description:
      'Stop selling out by surprise. Every morning the workflow checks WooCommerce stock levels, ' +
      'collects every product below its reorder point and emails purchasing one tidy table with ' +
      'SKU, name and units left.',
    daysAgo: 248,
    nodes: [
      node('Daily at 7am', `${BASE}.scheduleTrigger`, 1.2, [0, 0], {
        rule: { interval: [{ triggerAtHour: 7 }] },
      }),
      node(
        'Get Products',
        `${BASE}.wooCommerce`,
        1,
        [1, 0],
        {
          resource: 'product',
          operation: 'getAll',
          returnAll: true,
          options: { status: 'publish' },
        },
        CREDENTIALS.wooCommerce,
      ),
      node(
        'Below Reorder Point',
        `${BASE}.filter`,
        2.2,
        [2, 0],
        filterParams([
          { left: '={{ $json.manage_stock }}', op: 'true', type: 'boolean' },
          { left: '={{ $json.stock_quantity }}', op: 'lte', right: 5 },
        ]),
      ),
      node('Build Table', `${BASE}.aggregate`, 1, [3, 0], {
        aggregate: 'aggregateAllItemData',
        destinationFieldName: 'products',
        options: {},
      }),
      node(
        'Email Purchasing',
        `${BASE}.gmail`,
        2.1,
        [4, 0],
        {
          sendTo: 'purchasing@example.com',
          subject: '={{ $json.products.length }} products are running low',
          message:
            "=<table><tr><th>SKU</th><th>Product</th><th>Left</th></tr>{{ $json.products.map(p => `<tr><td>${p.sku}</td><td>${p.name}</td><td>${p.stock_quantity}</td></tr>`).join('') }}</table>",
          options: { appendAttribution: false },
        },
        CREDENTIALS.gmail,
      ),
    ],
    edges: chain(
      'Daily at 7am',
      'Get Products',
      'Below Reorder Point',
      'Build Table',
      'Email Purchasing',
    ),
  }),

  defineTemplate({
    slug: 'shopify-abandoned-cart',
    name: 'Abandoned Cart Recovery Emails for Shopify',
    author: AUTHORS.priya,
    description:
      "Win back shoppers who leave at checkout. Shopify's checkout webhook starts the clock; an " +
      'hour later the workflow checks whether the customer ordered after all and, if not, sends a ' +
      'friendly reminder with the product image and a link back to their cart. Every recovery ' +
      'email is logged for reporting.',
    daysAgo: 68,
    nodes: [
      node('Checkout Webhook', `${BASE}.webhook`, 2, [0, 0], {
        httpMethod: 'POST',
        path: 'shopify/checkout-abandoned',
        options: {},
      }),
      node('Wait 1 Hour', `${BASE}.wait`, 1.1, [1, 0], { amount: 1, unit: 'hours' }),
      node(
        'Check Recent Orders',
        `${BASE}.shopify`,
        1,
        [2, 0],
        {
          authentication: 'accessToken',
          operation: 'getAll',
          limit: 5,
          options: {
            status: 'any',
            createdAtMin: "={{ $('Checkout Webhook').item.json.body.created_at }}",
            fields: 'id,email',
          },
        },
        CREDENTIALS.shopify,
      ),
      node(
        'Still Not Purchased?',
        `${BASE}.if`,
        2.2,
        [3, 0],
        ifParams([
          {
            left: "={{ $input.all().filter(o => o.json.email === $('Checkout Webhook').item.json.body.email).length }}",
            op: 'equals',
            right: 0,
          },
        ]),
      ),
      node(
        'Get Cart Product',
        `${BASE}.shopify`,
        1,
        [4, 0],
        {
          authentication: 'accessToken',
          resource: 'product',
          operation: 'get',
          productId: "={{ $('Checkout Webhook').item.json.body.line_items[0].product_id }}",
          additionalFields: {},
        },
        CREDENTIALS.shopify,
      ),
      node(
        'Send Recovery Email',
        `${BASE}.emailSend`,
        2.1,
        [5, 0],
        {
          fromEmail: 'hello@shop.example.com',
          toEmail: "={{ $('Checkout Webhook').item.json.body.email }}",
          subject: 'You left something behind 👀',
          html: '=<p>Still thinking about <strong>{{ $json.title }}</strong>?</p><img src="{{ $json.image.src }}" width="320"/><p><a href="{{ $(\'Checkout Webhook\').item.json.body.abandoned_checkout_url }}">Complete your order</a></p>',
          options: { appendAttribution: false },
        },
        CREDENTIALS.smtp,
      ),
      node(
        'Log Recovery',
        `${BASE}.googleSheets`,
        4.5,
        [6, 0],
        {
          operation: 'append',
          documentId: fromList('1CartRecoverySheet', 'Cart recovery'),
          sheetName: fromList('gid=0', 'Emails'),
          columns: {
            mappingMode: 'defineBelow',
            value: {
              Email: "={{ $('Checkout Webhook').item.json.body.email }}",
              Product: "={{ $('Get Cart Product').item.json.title }}",
              SentAt: '={{ $now.toISO() }}',
            },
          },
          options: {},
        },
        CREDENTIALS.googleSheets,
      ),
    ],
    edges: chain(
      'Checkout Webhook',
      'Wait 1 Hour',
      'Check Recent Orders',
      'Still Not Purchased?',
      'Get Cart Product',
      'Send Recovery Email',
      'Log Recovery',
    ),
  }),

  defineTemplate({
    slug: 'shopify-products-to-airtable',
    name: 'Sync the Shopify Product Catalogue to Airtable',
    author: AUTHORS.mara,
    description:
      'Give merchandising and marketing a catalogue they can filter, comment on and plan with. ' +
      'Run it whenever you need a refresh: every Shopify product variant is upserted into Airtable ' +
      'by SKU with title, price, inventory and product type.',
    daysAgo: 193,
    nodes: [
      node('When clicking ‘Test workflow’', `${BASE}.manualTrigger`, 1, [0, 0]),
      node(
        'Get All Products',
        `${BASE}.shopify`,
        1,
        [1, 0],
        {
          authentication: 'accessToken',
          resource: 'product',
          operation: 'getAll',
          returnAll: true,
          additionalFields: {},
        },
        CREDENTIALS.shopify,
      ),
      node('One Item per Variant', `${BASE}.splitOut`, 1, [2, 0], {
        fieldToSplitOut: 'variants',
        include: 'selectedOtherFields',
        fieldsToInclude: 'title, product_type, vendor',
        options: {},
      }),
      node(
        'Map Fields',
        `${BASE}.set`,
        3.4,
        [3, 0],
        setFields({
          SKU: '={{ $json.variants.sku }}',
          Product: '={{ $json.title }} – {{ $json.variants.title }}',
          Price: asNumber('={{ Number($json.variants.price) }}'),
          Inventory: asNumber('={{ $json.variants.inventory_quantity }}'),
          Type: '={{ $json.product_type }}',
          Vendor: '={{ $json.vendor }}',
        }),
      ),
      node(
        'Upsert to Airtable',
        `${BASE}.airtable`,
        2.1,
        [4, 0],
        {
          operation: 'upsert',
          base: fromList('appCatalogBase01', 'Merchandising'),
          table: fromList('tblProducts0001', 'Products'),
          columns: { mappingMode: 'autoMapInputData', value: {}, matchingColumns: ['SKU'] },
          options: {},
        },
        CREDENTIALS.airtable,
      ),
    ],
    edges: chain(
      'When clicking ‘Test workflow’',
      'Get All Products',
      'One Item per Variant',
      'Map Fields',
      'Upsert to Airtable',
    ),
  }),
];
