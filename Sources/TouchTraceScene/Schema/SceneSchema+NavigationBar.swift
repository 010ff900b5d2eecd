extension SceneSchema {
  /// A navigation controller's bar keys in a controller's `properties` (SceneReader+NavigationBar).
  static var navigationBarControllerProperties: String {
    #"""
    "isNavigationBarHidden": {"type": "boolean", "default": false, "description": "UINavigationController: the bar is hidden; touches at the top reach the content under it."},
                "hidesBarsOnTap": {"type": "boolean", "default": false, "description": "UINavigationController: a tap in the content toggles the bar (barHideOnTapGestureRecognizer, id ID.barHideOnTapGestureRecognizer)."},
                "hidesBarsOnSwipe": {"type": "boolean", "default": false, "description": "UINavigationController: a drag up hides the bar, down shows it (barHideOnSwipeGestureRecognizer, id ID.barHideOnSwipeGestureRecognizer)."},
                "viewWillAppear": {
                  "type": "array",
                  "description": "Calls its viewWillAppear makes when it comes on top of a navigation controller: setNavigationBarHidden (the per-screen hidden bar).",
                  "items": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": ["setNavigationBarHidden"],
                    "properties": {
                      "setNavigationBarHidden": {"type": "boolean", "description": "navigationController?.setNavigationBarHidden(_:animated:)."}
                    }
                  }
                },
                "preferredScreenEdgesDeferringSystemGestures": {"anyOf": [{"$ref": "#/$defs/edge"}, {"type": "array", "items": {"$ref": "#/$defs/edge"}}], "description": "As the window's root: its gestures come first at these edges (bottom: no system gesture gate)."},
                "navigationBar": {
                  "type": "object",
                  "description": "UINavigationController: its UINavigationBar's properties.",
                  "additionalProperties": false,
                  "properties": {
                    "prefersLargeTitles": {"type": "boolean", "default": false, "description": "Large titles: the bar grows by largeTitleHeight under its 44 pt row when the top item shows one (largeTitleDisplayMode)."}
                  }
                }
    """#
  }

  /// A `navigationItem`'s back button and large title keys.
  static var navigationItemBarProperties: String {
    #"""
    "backBarButtonItem": {
                  "type": "object",
                  "description": "The back button the NEXT controller's bar shows (its title; no title: none).",
                  "additionalProperties": false,
                  "properties": {
                    "title": {"type": "string", "maxLength": \#(SceneParser.maxTextLength), "description": "The back button's title."}
                  }
                },
                "backButtonTitle": {"type": "string", "maxLength": \#(SceneParser.maxTextLength), "description": "The title of the back button the next controller's bar shows."},
                "backButtonDisplayMode": {"enum": ["default", "generic", "minimal"], "default": "default", "description": "default: backButtonTitle, title, then Back; generic: Back; minimal: no title."},
                "largeTitleDisplayMode": {"enum": ["automatic", "always", "never"], "default": "automatic", "description": "With prefersLargeTitles: automatic inherits the previous item's (the root's: large)."},
                "hidesSearchBarWhenScrolling": {"type": "boolean", "default": true, "description": "UINavigationItem.hidesSearchBarWhenScrolling: the search bar collapses as the content scrolls up and comes back at its top; false keeps it."},
                "searchController": {
                  "type": "object",
                  "description": "UINavigationItem.searchController: a UISearchController; its search bar (ID.searchBar) sits under the bar and large title; a tap on its field presents it.",
                  "additionalProperties": false,
                  "required": ["id"],
                  "properties": {
                    "id": {"$ref": "#/$defs/id"},
                    "delegate": {"$ref": "#/$defs/id", "description": "UISearchControllerDelegate: will/didPresentSearchController, will/didDismissSearchController."},
                    "searchResultsUpdater": {"$ref": "#/$defs/id", "description": "UISearchResultsUpdating: updateSearchResults when the field becomes first responder."},
                    "obscuresBackgroundDuringPresentation": {"type": "boolean", "default": true, "description": "While active, a dimming view (ID.dimmingView) covers the content; a tap on it dismisses."},
                    "hidesNavigationBarDuringPresentation": {"type": "boolean", "default": true, "description": "While active, the navigation bar is hidden and the search bar moves to the top."},
                    "automaticallyShowsCancelButton": {"type": "boolean", "default": true, "description": "While active, the search bar shows its Cancel button; a tap on it dismisses."},
                    "searchBar": {
                      "type": "object",
                      "description": "Its UISearchBar (id ID.searchBar).",
                      "additionalProperties": false,
                      "properties": {"delegate": {"$ref": "#/$defs/id", "description": "UISearchBarDelegate: searchBarTextDidBeginEditing, searchBarTextDidEndEditing, searchBarCancelButtonClicked."}}
                    }
                  }
                }
    """#
  }
}
