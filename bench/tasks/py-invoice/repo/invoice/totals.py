"""The invoice total: lines, bulk discounts, a discount code, then VAT."""

from dataclasses import dataclass, field

from .discounts import bulk_discount, code_discount, code_percent
from .money import percent_of, to_cents
from .tax import vat


@dataclass(frozen=True)
class LineItem:
    product: str
    unit_cents: int
    quantity: int = 1
    category: str = "standard"

    @property
    def gross_cents(self) -> int:
        return self.unit_cents * self.quantity


@dataclass
class Invoice:
    items: list[LineItem] = field(default_factory=list)
    code: str | None = None


@dataclass(frozen=True)
class Totals:
    subtotal: int
    discount: int
    net: int
    vat: int
    total: int


def invoice_total(invoice: Invoice) -> Totals:
    """Every line after its bulk discount, the code off the subtotal, then
    VAT per category on what is left of each line."""
    lines = []
    for item in invoice.items:
        line = item.gross_cents - bulk_discount(item.quantity, item.gross_cents)
        lines.append((item, line))
    subtotal = sum(line for _, line in lines)
    discount = code_discount(subtotal, invoice.code)
    percent = code_percent(invoice.code)
    tax = 0
    for item, line in lines:
        net_line = line - to_cents(percent_of(line, percent))
        tax += vat(net_line, item.category)
    net = subtotal - discount
    return Totals(subtotal, discount, net, tax, net + tax)
