"""Discounts: bulk discounts per line, and percentage codes on the subtotal."""

import re
from decimal import Decimal

from .money import percent_of, to_cents

BULK_MIN_QUANTITY = 10
BULK_PERCENT = Decimal(5)
CODE_PATTERN = re.compile(r"^SAVE(\d{1,2})$")


def bulk_discount(quantity: int, line_cents: int) -> int:
    """Cents taken off a line of `quantity` items: 5 % from ten items on."""
    if quantity > BULK_MIN_QUANTITY:
        return to_cents(percent_of(line_cents, BULK_PERCENT))
    return 0


def code_percent(code: str | None) -> Decimal:
    """The percentage a discount code gives; 0 for none or an unknown code."""
    if not code:
        return Decimal(0)
    match = CODE_PATTERN.match(code.strip().upper())
    if not match:
        return Decimal(0)
    return Decimal(int(match.group(1)))


def code_discount(subtotal_cents: int, code: str | None) -> int:
    """Cents a discount code takes off the subtotal."""
    return to_cents(percent_of(subtotal_cents, code_percent(code)))
