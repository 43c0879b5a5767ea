import { Flex } from '@clinica/shared/antd';
import type { ReactNode } from 'react';
import { RecallCard } from './recall-card.tsx';
import { SaldoCard } from './saldo-card.tsx';

/** Inventário (/estoque/inventario): the balance per product and per lot, the stocktake, and the lot recall. */
export default function InventarioTab(): ReactNode {
  return (
    <Flex vertical gap={16}>
      <SaldoCard />
      <RecallCard />
    </Flex>
  );
}
