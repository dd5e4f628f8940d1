"""Icons and other resources shipped inside the package."""
