"""Invoice totals: line items, discounts and VAT."""

from .totals import Invoice, LineItem, invoice_total

__all__ = ["Invoice", "LineItem", "invoice_total"]
